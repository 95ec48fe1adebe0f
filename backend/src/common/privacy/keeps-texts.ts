import type { AuthenticatedUser } from '../auth/session-authenticator.js';

/**
 * Whether this request may store the texts it carries: false when the account chose "Don't keep
 * my texts", or the request said `retain: false` (RetainInterceptor folds that into the user).
 * Where it is false, texts and results are never written to the database, logs, job payloads,
 * analytics or audit events: only the answer carries them back.
 */
export const keepsTexts = (user: Pick<AuthenticatedUser, 'keep_texts'>): boolean =>
  user.keep_texts !== false;

export const TEXT_NOT_KEPT = 'text not kept';
