import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { JWT_SECRET } from '../../auth/auth.tokens.js';
import { FORM_TOKEN_MISSING } from '../dto/contact.dto.js';

/** Faster than a person can read the form and write a message: a script sent it. */
export const MIN_FILL_MS = 3000;
/** A form open longer than this is sent again with a fresh token (the page fetches one). */
export const MAX_FORM_AGE_MS = 24 * 3_600_000;

export const TOO_QUICK = 'That was quick! Please check your message, then send it again.';
export const FORM_EXPIRED = 'This form has expired. Please reload the page and send it again.';
export const FORM_USED =
  'This form was sent already. Please reload the page to write another message.';

const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/**
 * The contact form's anti-bot timing, measured by the server: the page asks for a token when the
 * form opens (its issue time and a nonce, signed with a key derived from JWT_SECRET), sends it
 * back with the message, and the server reads how long the form was open from it. A client
 * cannot claim a time (elapsed_ms was a number the client chose), and each token is taken once.
 */
@Injectable()
export class ContactFormTokens {
  private readonly key: Buffer;

  constructor(
    @Inject(JWT_SECRET) secret: string,
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
  ) {
    this.key = createHmac('sha256', secret).update('contact-form-token').digest();
  }

  issue(now = Date.now()): string {
    const payload = `${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** Throws 400 unless the token is ours, at least MIN_FILL_MS and at most MAX_FORM_AGE_MS old. */
  check(token: string, now = Date.now()): void {
    const match = TOKEN.exec(token);
    const expected = match && Buffer.from(this.sign(`${match[1]}.${match[2]}`));
    const given = match && Buffer.from(match[3]);
    if (!match || !expected || !given || !timingSafeEqual(expected, given)) {
      throw new BadRequestException({ detail: FORM_TOKEN_MISSING });
    }
    const age = now - parseInt(match[1], 36);
    if (age < MIN_FILL_MS) throw new BadRequestException({ detail: TOO_QUICK });
    if (age > MAX_FORM_AGE_MS) throw new BadRequestException({ detail: FORM_EXPIRED });
  }

  /** Marks a checked token used (atomic on the throttler's storage); 400 when it was already. */
  async take(token: string): Promise<void> {
    const nonce = token.split('.')[1];
    const { totalHits } = await this.storage.increment(
      `contact-form:${nonce}`,
      MAX_FORM_AGE_MS,
      Number.MAX_SAFE_INTEGER,
      MAX_FORM_AGE_MS,
      'contact-form',
    );
    if (totalHits > 1) throw new BadRequestException({ detail: FORM_USED });
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
