import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    /** Functions the request offered the model (tool calling). */
    tools?: { type: string; function: { name: string; parameters: Record<string, unknown> } }[];
    tool_choice?: unknown;
    max_tokens?: number;
    temperature?: number;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
}

/** One function call the fake model makes; `arguments` is sent as written (it may be broken JSON). */
export interface FakeToolCall {
  name: string;
  arguments: string;
}

/** How the fake answers one request: JSON, a stream, an error, silence or garbage. */
export type FakeAnswer =
  /** `finish: 'length'` sends the text as an answer cut off by max_tokens. */
  | { kind: 'text'; text: string; finish?: 'stop' | 'length' }
  /** A structured rewrite: `{ rewrite, changes, added_claims }` as JSON (what a schema asks for). */
  | { kind: 'json'; rewrite: string; added_claims?: string[]; changes?: unknown[] }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number; text: string }
  | { kind: 'malformed' }
  /**
   * Streams the first word at once and the rest only once `until` settles: a model still
   * writing while the client does something (leaves, say). Without `stream` it waits, then answers.
   */
  | { kind: 'held'; text: string; until: Promise<unknown> }
  /** An assistant message that calls functions, with or without text beside the calls. */
  | { kind: 'tool_calls'; calls: FakeToolCall[]; text?: string };

/**
 * A local stand-in for an OpenAI-compatible endpoint on 127.0.0.1 and a free port. It speaks
 * POST …/chat/completions (text or tool calls), as JSON or as server-sent events when the
 * request asks to stream, and GET …/models.
 */
export class FakeOpenAiServer {
  readonly requests: RecordedRequest[] = [];
  private server?: Server;
  private answer: (request: RecordedRequest, index: number) => FakeAnswer = () => ({
    kind: 'text',
    text: '',
  });

  respondWith(answer: (request: RecordedRequest, index: number) => FakeAnswer): void {
    this.answer = answer;
    this.requests.length = 0;
    this.modelListChecks = 0;
  }

  /** Answers the next requests in order, one scripted answer each; the last one repeats. */
  script(...answers: FakeAnswer[]): void {
    this.respondWith((_request, index) => answers[Math.min(index, answers.length - 1)]);
  }

  /** GET …/models calls so far (the provider health check), and whether they succeed. */
  modelListChecks = 0;
  modelListStatus = 200;
  /** False: a request with `response_format: json_schema` is refused with 400, as many servers do. */
  supportsJsonSchema = true;

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    // Node closes an idle kept-alive connection after 5 s; a client that reuses it just then
    // reads a reset ("provider unreachable", no retry at AI_MAX_RETRIES 0). On a loaded machine
    // tests pause that long between calls, so idle connections stay open as a provider's would.
    this.server.keepAliveTimeout = 120_000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    if (request.method === 'GET' && request.url?.endsWith('/models')) {
      this.modelListChecks++;
      response.writeHead(this.modelListStatus, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }),
      );
      return;
    }
    const recorded: RecordedRequest = {
      path: request.url ?? '',
      body: (raw ? JSON.parse(raw) : { model: '', messages: [] }) as RecordedRequest['body'],
    };
    this.requests.push(recorded);
    if (request.method !== 'POST' || !recorded.path.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    if (!this.supportsJsonSchema && recorded.body.response_format?.type === 'json_schema') {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'response_format is not supported', type: 'test' } }),
      );
      return;
    }
    const answer = this.answer(recorded, this.requests.length - 1);
    switch (answer.kind) {
      case 'status':
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          'retry-after-ms': '5',
        });
        response.end(
          JSON.stringify({ error: { message: `status ${answer.status}`, type: 'test' } }),
        );
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"id": "broken", "choices": [ {');
        return;
      case 'slow':
        setTimeout(() => this.send(recorded, response, answer.text), answer.delayMs).unref();
        return;
      case 'text':
        this.send(recorded, response, answer.text, answer.finish);
        return;
      case 'json':
        this.send(
          recorded,
          response,
          JSON.stringify({
            rewrite: answer.rewrite,
            changes: answer.changes ?? [],
            added_claims: answer.added_claims ?? [],
          }),
        );
        return;
      case 'held':
        this.sendHeld(recorded, response, answer.text, answer.until);
        return;
      case 'tool_calls':
        this.sendToolCalls(recorded, response, answer.calls, answer.text ?? null);
    }
  }

  /** The chat-completions shape of an assistant message with tool_calls (JSON or streamed). */
  private sendToolCalls(
    recorded: RecordedRequest,
    response: ServerResponse,
    calls: FakeToolCall[],
    text: string | null,
  ): void {
    const model = recorded.body.model;
    const toolCalls = calls.map((call, index) => ({
      index,
      id: `call_${index + 1}`,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
    if (!recorded.body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1,
          model,
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: text,
                tool_calls: toolCalls.map(({ index: _index, ...call }) => call),
              },
              finish_reason: 'tool_calls',
            },
          ],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    if (text) response.write(chunk({ role: 'assistant', content: text }, null));
    for (const call of toolCalls) response.write(chunk({ tool_calls: [call] }, null));
    response.write(chunk({}, 'tool_calls'));
    response.end('data: [DONE]\n\n');
  }

  private sendHeld(
    recorded: RecordedRequest,
    response: ServerResponse,
    text: string,
    until: Promise<unknown>,
  ): void {
    if (!recorded.body.stream) {
      void until.then(() => this.send(recorded, response, text));
      return;
    }
    const [first = '', ...rest] = text.match(/\S+\s*/g) ?? [];
    const chunk = (content: string) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1,
        model: recorded.body.model,
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
      })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk(first));
    void until.then(() => {
      if (response.destroyed) return;
      for (const piece of rest) response.write(chunk(piece));
      response.end('data: [DONE]\n\n');
    });
  }

  private send(
    recorded: RecordedRequest,
    response: ServerResponse,
    text: string,
    finish: 'stop' | 'length' = 'stop',
  ): void {
    if (response.destroyed) return;
    const model = recorded.body.model;
    if (!recorded.body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1,
          model,
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: finish },
          ],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pieces = text.match(/\S+\s*/g) ?? [];
    for (const piece of pieces) {
      const chunk = {
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1,
        model,
        choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    const last = {
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1,
      model,
      choices: [{ index: 0, delta: {}, finish_reason: finish }],
    };
    response.write(`data: ${JSON.stringify(last)}\n\n`);
    response.end('data: [DONE]\n\n');
  }
}
