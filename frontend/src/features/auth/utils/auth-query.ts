import type { SubscriptionTier } from '../../../lib/auth/user';

export type AuthMode = 'login' | 'register';

/** What the query of `/` asks the SPA to do (spec section 2, route table). */
export interface AuthQuery {
  /** Open the auth dialog in this mode. */
  open: AuthMode | null;
  /** Tier preselected in the sign-up form. */
  tier: SubscriptionTier | null;
  /** An error to show in the login dialog (Google sign-in came back with one). */
  error: string | null;
  /** A token handed over by the extension. */
  token: string | null;
  /** A one-time sign-in code (Google sign-in) the page exchanges for a session. */
  code: string | null;
  /**
   * Opened by the browser extension (`source=extension`): the session this page ends up with —
   * handed over by a code or token, or signed in through the dialog — is posted to it.
   */
  fromExtension: boolean;
  /** Show the "email verified" screen. */
  verified: boolean;
  /** Onboarding just finished: fetch the user again. */
  onboardingComplete: boolean;
  /** The query keys handled here, removed from the URL afterwards. */
  handledKeys: string[];
}

const AUTH_KEYS = [
  'login',
  'showLogin',
  'modal',
  'trial',
  'tier',
  'auth_error',
  'token',
  'code',
  'source',
  'verified',
  'onboarding_complete',
] as const;

const TIERS: readonly SubscriptionTier[] = ['free', 'pro', 'premium'];

const isTrue = (value: string | null) => value === 'true' || value === '1';

export function parseAuthQuery(params: URLSearchParams): AuthQuery {
  const modal = params.get('modal');
  const tierParam = params.get('tier');
  const error = params.get('auth_error')?.trim() || null;

  let open: AuthMode | null = null;
  if (
    modal === 'register' ||
    modal === 'signup' ||
    modal === 'trial' ||
    isTrue(params.get('trial'))
  ) {
    open = 'register';
  } else if (
    modal === 'login' ||
    isTrue(params.get('login')) ||
    isTrue(params.get('showLogin')) ||
    error !== null
  ) {
    open = 'login';
  }

  const token = params.get('token')?.trim() || null;
  return {
    open,
    tier: TIERS.find((tier) => tier === tierParam) ?? null,
    error,
    token,
    code: params.get('code')?.trim() || null,
    fromExtension: params.get('source') === 'extension',
    verified: isTrue(params.get('verified')),
    onboardingComplete: isTrue(params.get('onboarding_complete')),
    handledKeys: AUTH_KEYS.filter((key) => params.has(key)),
  };
}

/** The query without the keys handled here; other features' keys (upgrade, payment) stay. */
export function withoutHandledKeys(params: URLSearchParams, keys: string[]): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const key of keys) rest.delete(key);
  return rest;
}
