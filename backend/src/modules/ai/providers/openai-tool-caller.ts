import OpenAI, { APIConnectionError } from 'openai';
import { ProviderTimeoutError, UnusableAnswerError } from './provider-failure.js';
import type { ProviderRoute } from './provider-route.js';
import type { ChatMessage } from './rewrite-prompt.js';
import type { RewriterLimits } from './openai-rewriter.js';
import type { ToolCaller } from './json-tool-caller.js';

/** A function the model may call: its name, what it does and a JSON schema of its arguments. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One call the model asked for, its arguments exactly as the model wrote them (unparsed). */
export interface RequestedToolCall {
  name: string;
  arguments: string;
}

export interface ToolAnswer {
  /** What the model said beside its calls ('' when it said nothing). */
  text: string;
  calls: RequestedToolCall[];
}

/**
 * Asks an OpenAI-compatible endpoint for an answer that may call the given functions. The calls
 * come back as requested, unchecked: the caller validates them as it validates user input.
 */
export class OpenAiToolCaller implements ToolCaller {
  private readonly client: OpenAI;
  /** A provider may answer in words alone ("no function fits"): that is an answer, not a failure. */
  readonly callsRequired = false;

  constructor(
    readonly route: ProviderRoute,
    private readonly limits: RewriterLimits,
  ) {
    this.client = new OpenAI({
      apiKey: route.apiKey,
      baseURL: route.baseUrl,
      timeout: limits.timeoutMs,
      maxRetries: limits.maxRetries,
    });
  }

  get model(): string {
    return this.route.model;
  }

  async ask(
    messages: readonly ChatMessage[],
    tools: readonly ToolDefinition[],
  ): Promise<ToolAnswer> {
    // Every attempt plus a margin: an answer that trickles in forever cannot hold the request.
    const limitMs = this.limits.timeoutMs * (this.limits.maxRetries + 1) + 1_000;
    const controller = new AbortController();
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, limitMs);
    const started = performance.now();
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.route.model,
          messages: [...messages],
          temperature: 0.2,
          tools: tools.map((tool) => ({
            type: 'function' as const,
            function: {
              name: tool.name,
              description: tool.description,
              parameters: tool.parameters,
            },
          })),
          tool_choice: 'auto',
        },
        { signal: controller.signal },
      );
      const message = completion.choices?.[0]?.message;
      if (!message) throw new UnusableAnswerError('provider sent an unreadable answer');
      const calls: RequestedToolCall[] = [];
      for (const call of message.tool_calls ?? []) {
        if (call.type !== 'function') continue;
        calls.push({ name: call.function.name, arguments: call.function.arguments ?? '' });
      }
      return { text: typeof message.content === 'string' ? message.content : '', calls };
    } catch (error) {
      const timedOut =
        expired ||
        (error instanceof APIConnectionError &&
          performance.now() - started >= this.limits.timeoutMs);
      throw timedOut ? new ProviderTimeoutError('provider timed out') : error;
    } finally {
      clearTimeout(timer);
    }
  }
}
