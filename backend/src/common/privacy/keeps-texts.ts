import { ForbiddenException } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/session-authenticator.js';

/**
 * Whether this request may store the texts it carries: false when the account chose "Don't keep
 * my texts", or the request said `retain: false` (RetainInterceptor folds that into the user).
 * Where it is false, texts and results are never written to the database, logs, job payloads,
 * analytics or audit events: only the answer carries them back.
 */
export const keepsTexts = (user: Pick<AuthenticatedUser, 'keep_texts'>): boolean =>
  user.keep_texts !== false;

/** 403 for a save that would keep texts while the request may not keep them. */
export function assertKeepsTexts(user: Pick<AuthenticatedUser, 'keep_texts'>, detail: string) {
  if (!keepsTexts(user)) throw new ForbiddenException({ detail });
}

export const SONGS_NOT_SAVED =
  'Songs are not saved while "Don\'t keep my texts" is on. Turn it off in Account → Privacy & GDPR to save songs.';
export const IDEMPOTENT_NOT_KEPT =
  'Idempotency-Key keeps the answer for 24 hours, so it cannot be used when texts are not kept ("Don\'t keep my texts" or retain: false). Send the request without it.';
