import type { Response } from 'express';
import { eventStream } from '../../common/http/event-stream.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { AiInputError, type RewriteStreamEvent } from '../ai/ai.types.js';
import type { EnhanceDto } from './dto/enhance.dto.js';
import { inputErrorToHttp, type EnhanceService } from './enhance.service.js';
import type { HistorySource } from './history/history-source.js';

/**
 * The enhancement as Server-Sent Events: `delta` {text} events while the text is written, then
 * `result` with the full answer, or `error` {detail, status}. Every refusal that can come before
 * the rewrite (validation, fair use, quota, input the engine refuses) is still a plain JSON error:
 * the stream only opens once the engine has produced its first event.
 *
 * Words sent cannot be taken back, so the use is reserved (atomically, across instances) before
 * the rewrite starts: a stream that could not be charged never sends one. Text that has been
 * sent is a delivered result: once a delta reached the reader, the rewrite runs to its result
 * even if the reader leaves, and that result is charged and recorded (given back only when it
 * changed nothing). A reader who leaves before any text was sent is not charged.
 */
export async function streamEnhancement(
  service: EnhanceService,
  user: AuthenticatedUser,
  dto: EnhanceDto,
  response: Response,
  source: HistorySource = 'web',
): Promise<void> {
  const stream = eventStream(response);
  const prepared = await service.prepare(user, dto, source);
  const reservation = await service.reserve(prepared);
  const events = service.stream(prepared);
  let next: IteratorResult<RewriteStreamEvent>;
  try {
    next = await events.next();
  } catch (error) {
    await service.release(reservation);
    throw error instanceof AiInputError ? inputErrorToHttp(error) : error;
  }

  stream.open();

  let sent = '';
  try {
    while (!next.done) {
      const event = next.value;
      if (event.type === 'result') {
        stream.send('result', await service.completeReserved(prepared, reservation, event.result));
        break;
      }
      if (event.type === 'draft_rejected') {
        stream.send('draft_rejected', { reasons: event.reasons });
      } else {
        // A draft delivered is delivered: it counts toward the charge like the final text.
        const delta = event.draft ? { text: event.text, draft: true } : { text: event.text };
        if (stream.send('delta', delta)) sent += event.text;
        // Nothing reached the reader and nobody is reading: stop, and the use is given back.
        else if (sent === '') break;
      }
      next = await events.next();
    }
    if (sent !== '') await service.settleWithoutResult(prepared, reservation, sent);
  } catch (error) {
    stream.send('error', service.describeFailure(error));
    if (sent !== '') {
      await service
        .settleWithoutResult(prepared, reservation, sent)
        .catch((failure: unknown) => service.logReleaseFailure(failure));
    }
  } finally {
    await events.return(undefined);
    await service.release(reservation).catch((error: unknown) => service.logReleaseFailure(error));
    response.end();
  }
}
