import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import {
  SessionAuthenticator,
  type AuthenticatedUser,
} from '../../../common/auth/session-authenticator.js';
import type { User } from '../../users/entities/user.entity.js';
import { AuthConfig } from '../auth.config.js';
import { Session } from '../entities/session.entity.js';

export interface SessionMeta {
  userAgent?: string;
  ipAddress?: string;
}

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

  async create(user: User, meta: SessionMeta = {}, manager?: EntityManager): Promise<string> {
    const repository = manager ? manager.getRepository(Session) : this.sessions;
    const expiresAt = new Date(Date.now() + this.config.sessionTtlDays * 86_400_000);
    const session = await repository.save(
      repository.create({
        userId: user.id,
        expiresAt,
        revokedAt: null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ipAddress: meta.ipAddress?.slice(0, 64) ?? null,
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
    if (typeof claims.sid !== 'string' || !/^[0-9a-f-]{36}$/.test(claims.sid)) return null;
    const session = await this.sessions.findOne({
      where: { id: claims.sid, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      relations: { user: true },
    });
    const user = session?.user;
    if (!user || !user.isActive || user.id !== claims.sub) return null;
    return {
      id: user.id,
      email: user.email,
      session_id: session.id,
      is_admin: user.isAdmin,
      is_verified: user.isVerified,
      onboarding_completed: user.onboardingCompleted,
      subscription_tier: user.subscriptionTier,
    };
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
