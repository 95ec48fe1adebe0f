import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../../../database/errors.js';
import { User, type SubscriptionTier } from '../../users/entities/user.entity.js';
import { PrivacyService } from '../../users/privacy/privacy.service.js';
import { OneTimeTokensService } from '../tokens/one-time-tokens.service.js';
import type { GoogleIdentity } from './google.strategy.js';

/** `code`: a one-time sign-in code the SPA exchanges (POST /api/auth/exchange-code). */
export type GoogleSignInResult = { code: string } | { error: string };

@Injectable()
export class GoogleSignInService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: OneTimeTokensService,
    private readonly privacy: PrivacyService,
  ) {}

  /** New people get a verified account (Google vouches for the address) that still needs onboarding. */
  async signIn(identity: GoogleIdentity, tier: SubscriptionTier): Promise<GoogleSignInResult> {
    let user = await this.users.findOne({ where: { googleId: identity.googleId } });
    if (!user) {
      if (!identity.emailVerified) return { error: 'Google has not verified this email address.' };
      user = await this.users.findOne({ where: { email: identity.email } });
      if (user) {
        await this.users.update({ id: user.id }, { googleId: identity.googleId, isVerified: true });
        user.isVerified = true;
      } else {
        user = await this.create(identity, tier);
      }
    }
    if (!user.isActive)
      return { error: 'This account has been deactivated. Please contact support.' };
    return { code: await this.tokens.issue(user.id, 'sign_in') };
  }

  private async create(identity: GoogleIdentity, tier: SubscriptionTier): Promise<User> {
    try {
      return await this.users.save(
        this.users.create({
          email: identity.email,
          username: identity.email.split('@')[0].slice(0, 100),
          googleId: identity.googleId,
          passwordHash: null,
          firstName: identity.firstName,
          lastName: identity.lastName,
          isVerified: true,
          intendedTier: tier === 'free' ? null : tier,
          keepTexts: await this.privacy.newAccountsKeepTexts(),
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.users.findOneByOrFail({ email: identity.email });
    }
  }
}
