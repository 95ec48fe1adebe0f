import { HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { eventStream } from '../../../common/http/event-stream.js';
import type { AiChatService, ChatEvent, PreparedChat } from './ai-chat.service.js';

/**
 * The chat as Server-Sent Events, in the pattern of the streamed enhancement
 * (enhance/enhance-stream.ts): `delta` {text} events while the reply is written, then `result`
 * with the full answer, or `error` {detail, status}. Every refusal comes before the stream opens
 * (prepare, and the reserved use of an enhance-mode answer), as a plain JSON error.
 *
 * Text sent is delivered: once a delta reached the reader the answer runs to its result even
 * if the reader leaves, so a rewrite is charged and stored either way.
 */
export async function streamChat(
  service: AiChatService,
  chat: PreparedChat,
  response: Response,
): Promise<void> {
  const stream = eventStream(response);
  await service.reserve(chat);
  const events = service.stream(chat);
  let next: IteratorResult<ChatEvent>;
  try {
    next = await events.next();
  } catch (error) {
    await service.release(chat);
    throw error;
  }
  stream.open();
  let sent = '';
  try {
    while (!next.done) {
      const event = next.value;
      if (event.type === 'result') {
        stream.send('result', event.result);
        break;
      }
      if (stream.send('delta', { text: event.text })) sent += event.text;
      else if (sent === '') break;
      next = await events.next();
    }
    if (sent !== '') await service.settleWithoutResult(chat, sent);
  } catch (error) {
    // A refusal after the stream opened (the plan spent by a parallel request) keeps its status.
    stream.send(
      'error',
      error instanceof HttpException
        ? { detail: (error.getResponse() as { detail?: string }).detail, status: error.getStatus() }
        : {
            detail: "I'm having trouble responding right now. Please try again in a moment.",
            status: 500,
          },
    );
    if (sent !== '') await service.settleWithoutResult(chat, sent).catch(() => undefined);
  } finally {
    await events.return(undefined);
    await service.release(chat).catch(() => undefined);
    response.end();
  }
}
