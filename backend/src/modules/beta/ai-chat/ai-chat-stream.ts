import type { Response } from 'express';
import type { AiChatService, ChatEvent, PreparedChat } from './ai-chat.service.js';

/**
 * The chat as Server-Sent Events, in the pattern of the streamed enhancement
 * (enhance/enhance-stream.ts): `delta` {text} events while the reply is written, then `result`
 * with the full answer, or `error` {detail, status}. Every refusal comes before the stream opens
 * (prepare), as a plain JSON error.
 */
export async function streamChat(
  service: AiChatService,
  chat: PreparedChat,
  response: Response,
): Promise<void> {
  let gone = false;
  response.on('close', () => {
    if (!response.writableFinished) gone = true;
  });
  const events = service.stream(chat);
  let next: IteratorResult<ChatEvent> = await events.next();

  response.status(200);
  response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache, no-transform');
  response.setHeader('X-Accel-Buffering', 'no');
  response.flushHeaders();
  const send = (event: string, data: unknown) => {
    if (!gone && !response.destroyed) {
      response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    }
  };
  try {
    while (!next.done && !gone && !response.destroyed) {
      const event = next.value;
      if (event.type === 'result') {
        send('result', event.result);
        break;
      }
      send('delta', { text: event.text });
      next = await events.next();
    }
  } catch {
    send('error', {
      detail: "I'm having trouble responding right now. Please try again in a moment.",
      status: 500,
    });
  } finally {
    await events.return(undefined);
    response.end();
  }
}
