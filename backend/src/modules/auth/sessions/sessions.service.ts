import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { preparedQuery } from '../../../database/prepared-query.js';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import {
  SessionAuthenticator,
  type AuthenticatedUser,
} from '../../../common/auth/session-authenticator.js';
import type { User } from '../../users/entities/user.entity.js';
import { AuthConfig } from '../auth.config.js';
import { Session, type SessionClient } from '../entities/session.entity.js';

export interface SessionMeta {
  userAgent?: string;
  ipAddress?: string;
  client?: SessionClient;
}

/** The active user behind a live session. $1 session id, $2 the user id the token names. */
const LIVE_SESSION_USER = `
SELECT u.id, u.email, u.is_admin, u.is_verified, u.onboarding_completed, u.subscription_tier,
  u.keep_texts
FROM sessions AS s JOIN users AS u ON u.id = s.user_id
WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
  AND u.id = $2 AND u.is_active`;

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

interface AccessClaims {
  sub: string;
  sid: string;
}

/** Bearer tokens are JWTs naming a session row: revoking the row ends the token at once. */
@Injectable()
export class SessionsService extends SessionAuthenticator {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly jwt: JwtService,
    private readonly config: AuthConfig,
  ) {
    super();
  }

  async create(
    user: Pick<User, 'id'>,
    meta: SessionMeta = {},
    manager?: EntityManager,
  ): Promise<string> {
    const repository = manager ? manager.getRepository(Session) : this.sessions;
    const expiresAt = new Date(Date.now() + this.config.sessionTtlDays * 86_400_000);
    const session = await repository.save(
      repository.create({
        userId: user.id,
        expiresAt,
        revokedAt: null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ipAddress: meta.ipAddress?.slice(0, 64) ?? null,
        client: meta.client ?? 'web',
      }),
    );
    const claims: AccessClaims = { sub: user.id, sid: session.id };
    return this.jwt.signAsync(claims, { expiresIn: `${this.config.sessionTtlDays}d` });
  }

  async authenticate(token: string): Promise<AuthenticatedUser | null> {
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token);
    } catch {
      return null;
    }
    if (!isUuid(claims.sid) || !isUuid(claims.sub)) return null;
    // Runs on every authenticated request: one indexed statement, no query building.
    const [user] = await preparedQuery<Omit<AuthenticatedUser, 'session_id'>>(
      this.sessions.manager.connection,
      'live-session-user',
      LIVE_SESSION_USER,
      [claims.sid, claims.sub],
    );
    return user ? { ...user, session_id: claims.sid } : null;
  }

  /** A user's live sessions, newest first. */
  listLive(userId: string): Promise<Session[]> {
    return this.sessions
      .createQueryBuilder('session')
      .where('session.user_id = :userId', { userId })
      .andWhere('session.revoked_at IS NULL')
      .andWhere('session.expires_at > now()')
      .orderBy('session.created_at', 'DESC')
      .limit(100)
      .getMany();
  }

  /** Ends one of the user's own sessions; false when it is not theirs or already over. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.sessions.update(
      { id: sessionId, userId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return (result.affected ?? 0) > 0;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of a user (password reset, deactivation). */
  async revokeAll(userId: string, manager?: EntityManager): Promise<number> {
    const repository = manager ? manager.getRepository(Session) : this.sessions;
    const result = await repository.update(
      { userId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return result.affected ?? 0;
  }
}
