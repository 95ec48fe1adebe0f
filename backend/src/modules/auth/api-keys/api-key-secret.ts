import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const API_KEY_PREFIX = 'rsn_live_';
const PUBLIC_CHARS = 8;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// rsn_live_ + 8 public characters + _ + 43 secret characters (256 bits, base64url).
const SHAPE = /^rsn_live_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new key: the secret shown once, its public prefix and the hash stored. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const bytes = randomBytes(PUBLIC_CHARS);
  const publicPart = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  const prefix = `${API_KEY_PREFIX}${publicPart}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, hash: hashSecret(secret) };
}

/** The prefix a well-formed secret names, or null. */
export function prefixOf(secret: string): string | null {
  const match = SHAPE.exec(secret);
  return match ? `${API_KEY_PREFIX}${match[1]}` : null;
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
