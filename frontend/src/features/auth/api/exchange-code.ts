import { api } from '../../../lib/api-client';
import type { LoginResponse } from './login';

/**
 * POST /api/auth/exchange-code: the one-time code a sign-in redirect (e-mail verification,
 * Google) lands with, for a session. Used once; a retry could only answer "already used".
 */
export function exchangeSignInCode(code: string): Promise<LoginResponse> {
  return api.POST('/api/auth/exchange-code', { body: { code }, auth: false, retries: 0 });
}
