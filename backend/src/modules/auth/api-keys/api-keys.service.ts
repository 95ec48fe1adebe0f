import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { IsNull, MoreThan, Or, type EntityManager, type Repository } from 'typeorm';
import {
  ApiKeyAuthenticator,
  type ApiKeyCheck,
} from '../../../common/auth/api-key-authenticator.js';
import { API_KEY_PLAN } from '../../../common/auth/auth.guard.js';
import { allowanceOf } from '../../../common/http/rate-limit-headers.js';
import { preparedQuery } from '../../../database/prepared-query.js';
import { BillingConfig } from '../../billing/billing.config.js';
import type { SubscriptionTier } from '../../users/entities/user.entity.js';
import { API_KEY_SCOPES, ApiKey } from './api-key.entity.js';
import { newApiKeySecret, prefixOf, secretMatches } from './api-key-secret.js';
import { LIVE_API_KEY, TOUCH_API_KEY } from './api-keys.sql.js';
import {
  toApiKeyDto,
  type ApiKeyDto,
  type ApiKeyListDto,
  type CreateApiKeyDto,
  type CreatedApiKeyDto,
} from './dto/api-keys.dto.js';

export const MAX_LIVE_KEYS = 20;
export const API_KEY_NOT_FOUND = 'API key not found';
const LAST_USE_EVERY_MS = 60_000;

interface LiveKeyRow {
  key_id: string;
  key_name: string;
  scopes: string[];
  secret_hash: string;
  last_used_at: Date | null;
  id: string;
  email: string;
  is_admin: boolean;
  is_verified: boolean;
  onboarding_completed: boolean;
  subscription_tier: SubscriptionTier;
  monthly_requests_used: number;
  usage_period_end: Date | null;
  keep_texts: boolean;
}

/** Pro, Premium and staff may hold API keys. */
export const planAllowsKeys = (user: { is_admin: boolean; subscription_tier: SubscriptionTier }) =>
  user.is_admin || user.subscription_tier !== 'free';

@Injectable()
export class ApiKeysService extends ApiKeyAuthenticator {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly billing: BillingConfig,
  ) {
    super();
  }

  async list(user: {
    id: string;
    is_admin: boolean;
    subscription_tier: SubscriptionTier;
  }): Promise<ApiKeyListDto> {
    const keys = await this.keys.find({
      where: { userId: user.id },
      order: { createdAt: 'DESC' },
    });
    return {
      items: keys.map(toApiKeyDto),
      can_create: planAllowsKeys(user),
      available_scopes: [...API_KEY_SCOPES],
      max_keys: MAX_LIVE_KEYS,
    };
  }

  async create(
    user: { id: string; is_admin: boolean; subscription_tier: SubscriptionTier },
    dto: CreateApiKeyDto,
  ): Promise<CreatedApiKeyDto> {
    if (!planAllowsKeys(user)) throw new ForbiddenException({ detail: API_KEY_PLAN });
    const expiresAt = dto.expires_at ? new Date(dto.expires_at) : null;
    if (expiresAt && expiresAt <= new Date()) {
      throw new BadRequestException({ detail: 'The expiry must be in the future' });
    }
    const live = await this.keys.count({
      where: {
        userId: user.id,
        revokedAt: IsNull(),
        expiresAt: Or(IsNull(), MoreThan(new Date())),
      },
    });
    if (live >= MAX_LIVE_KEYS) {
      throw new ConflictException({
        detail: `You can hold at most ${MAX_LIVE_KEYS} live API keys. Revoke one to create another.`,
      });
    }
    const { secret, prefix, hash } = newApiKeySecret();
    const key = await this.keys.save(
      this.keys.create({
        userId: user.id,
        name: dto.name,
        prefix,
        secretHash: hash,
        scopes: dto.scopes,
        expiresAt,
        revokedAt: null,
        revokedBy: null,
        lastUsedAt: null,
        lastUsedIp: null,
      }),
    );
    return { ...toApiKeyDto(key), secret };
  }

  /** Revokes one of the owner's keys (revoking twice keeps the first time). */
  async revoke(userId: string, keyId: string): Promise<ApiKeyDto> {
    const key = await this.keys.findOneBy({ id: keyId, userId });
    if (!key) throw new NotFoundException({ detail: API_KEY_NOT_FOUND });
    return toApiKeyDto(await this.revokeKey(key, 'owner'));
  }

  async revokeKey(key: ApiKey, by: 'owner' | 'staff', manager?: EntityManager): Promise<ApiKey> {
    if (key.revokedAt) return key;
    const repository = manager ? manager.getRepository(ApiKey) : this.keys;
    await repository.update(
      { id: key.id, revokedAt: IsNull() },
      { revokedAt: new Date(), revokedBy: by },
    );
    return repository.findOneByOrFail({ id: key.id });
  }

  async authenticate(secret: string, request: Request): Promise<ApiKeyCheck> {
    const prefix = prefixOf(secret);
    if (!prefix) return { outcome: 'invalid' };
    const [row] = await preparedQuery<LiveKeyRow>(
      this.keys.manager.connection,
      'live-api-key',
      LIVE_API_KEY,
      [prefix],
    );
    if (!row || !secretMatches(secret, row.secret_hash)) return { outcome: 'invalid' };
    if (!planAllowsKeys(row)) return { outcome: 'plan' };
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= LAST_USE_EVERY_MS) {
      await preparedQuery(this.keys.manager.connection, 'touch-api-key', TOUCH_API_KEY, [
        row.key_id,
        request.ip?.slice(0, 64) ?? null,
      ]);
    }
    const pro = row.subscription_tier === 'pro' && !row.is_admin;
    return {
      outcome: 'ok',
      user: {
        id: row.id,
        email: row.email,
        session_id: '',
        is_admin: row.is_admin,
        is_verified: row.is_verified,
        onboarding_completed: row.onboarding_completed,
        subscription_tier: row.subscription_tier,
        keep_texts: row.keep_texts,
        api_key: { id: row.key_id, name: row.key_name, scopes: row.scopes },
      },
      allowance: allowanceOf({
        unlimited: !pro,
        monthly_limit: pro ? this.billing.proMonthlyEnhancements : null,
        monthly_requests_used: row.monthly_requests_used,
        usage_period_end: row.usage_period_end
          ? new Date(row.usage_period_end).toISOString()
          : null,
      }),
    };
  }
}
