import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../users/entities/user.entity.js';

const LIFETIME_MS = 10 * 60_000;

/** The OAuth `state`: the chosen tier, signed and short-lived, so a forged callback is refused. */
export function signState(secret: string, tier: SubscriptionTier): string {
  const payload = Buffer.from(
    JSON.stringify({ tier, exp: Date.now() + LIFETIME_MS, nonce: randomBytes(8).toString('hex') }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function readState(secret: string, state: unknown): SubscriptionTier | null {
  if (typeof state !== 'string' || state.length > 500) return null;
  const [payload, signature] = state.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { tier, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      tier: SubscriptionTier;
      exp: number;
    };
    return exp > Date.now() && SUBSCRIPTION_TIERS.includes(tier) ? tier : null;
  } catch {
    return null;
  }
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', `google-state:${secret}`).update(payload).digest('base64url');
}
