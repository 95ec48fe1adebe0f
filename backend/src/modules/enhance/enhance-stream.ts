import type { Response } from 'express';
import { eventStream } from '../../common/http/event-stream.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { AiInputError, type RewriteStreamEvent } from '../ai/ai.types.js';
import type { EnhanceDto } from './dto/enhance.dto.js';
import { inputErrorToHttp, type EnhanceService } from './enhance.service.js';

/**
 * The enhancement as Server-Sent Events: `delta` {text} events while the text is written, then
 * `result` with the full answer, or `error` {detail, status}. Every refusal that can come before
 * the rewrite (validation, fair use, quota, input the engine refuses) is still a plain JSON error:
 * the stream only opens once the engine has produced its first event.
 *
 * Words sent cannot be taken back, so the use is reserved (atomically, across instances) before
 * the rewrite starts: a stream that could not be charged never sends one. The reservation is
 * committed with the result, and released when the rewrite fails or the reader leaves first.
 */
export async function streamEnhancement(
  service: EnhanceService,
  user: AuthenticatedUser,
  dto: EnhanceDto,
  response: Response,
): Promise<void> {
  const stream = eventStream(response);
  const prepared = await service.prepare(user, dto);
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

  try {
    while (!next.done && !stream.gone) {
      const event = next.value;
      if (event.type === 'result') {
        stream.send('result', await service.completeReserved(prepared, reservation, event.result));
        break;
      }
      stream.send('delta', { text: event.text });
      next = await events.next();
    }
  } catch (error) {
    stream.send('error', service.describeFailure(error));
  } finally {
    await events.return(undefined);
    await service.release(reservation).catch((error: unknown) => service.logReleaseFailure(error));
    response.end();
  }
}
