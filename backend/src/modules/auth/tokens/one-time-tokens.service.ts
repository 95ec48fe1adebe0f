import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import { OneTimeToken, type OneTimeTokenPurpose } from '../entities/one-time-token.entity.js';

export const TOKEN_LIFETIME_MS: Record<OneTimeTokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
  sign_in: 2 * 60_000,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mailed single-use tokens; the database keeps only their hashes. */
@Injectable()
export class OneTimeTokensService {
  constructor(@InjectRepository(OneTimeToken) private readonly tokens: Repository<OneTimeToken>) {}

  async issue(
    userId: string,
    purpose: OneTimeTokenPurpose,
    manager?: EntityManager,
  ): Promise<string> {
    const repository = manager ? manager.getRepository(OneTimeToken) : this.tokens;
    const token = randomBytes(32).toString('base64url');
    await repository.save(
      repository.create({
        userId,
        purpose,
        tokenHash: hash(token),
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
        usedAt: null,
      }),
    );
    return token;
  }

  /** Marks the token used and returns its user id; null when unknown, used or expired. Atomic. */
  async consume(
    token: string,
    purpose: OneTimeTokenPurpose,
    manager?: EntityManager,
  ): Promise<string | null> {
    const runner = manager ?? this.tokens.manager;
    const rows: { user_id: string }[] = await runner.query(
      `UPDATE one_time_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hash(token), purpose],
    );
    // pg returns [rows, count] for UPDATE … RETURNING through TypeORM's query().
    const list = Array.isArray(rows[0]) ? (rows[0] as unknown as { user_id: string }[]) : rows;
    return list[0]?.user_id ?? null;
  }
}
