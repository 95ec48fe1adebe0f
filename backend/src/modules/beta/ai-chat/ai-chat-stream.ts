import type { Response } from 'express';
import { eventStream } from '../../../common/http/event-stream.js';
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
  const stream = eventStream(response);
  const events = service.stream(chat);
  let next: IteratorResult<ChatEvent> = await events.next();
  stream.open();
  try {
    while (!next.done && !stream.gone) {
      const event = next.value;
      if (event.type === 'result') {
        stream.send('result', event.result);
        break;
      }
      stream.send('delta', { text: event.text });
      next = await events.next();
    }
  } catch {
    stream.send('error', {
      detail: "I'm having trouble responding right now. Please try again in a moment.",
      status: 500,
    });
  } finally {
    await events.return(undefined);
    response.end();
  }
}
