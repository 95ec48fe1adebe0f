import argon2 from 'argon2';

export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter and a digit';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  // Hash anyway when there is no account, so timing does not tell which e-mails exist.
  if (!hash) {
    await argon2.hash(password, { type: argon2.argon2id });
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
