import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/errors.js';
import { User } from '../users/entities/user.entity.js';
import { AuthConfig } from './auth.config.js';
import { PasswordHasher } from './password.js';

/** ADMIN_EMAIL/ADMIN_PASSWORD: creates that staff account, or promotes the existing one, at start. */
@Injectable()
export class StaffBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Staff');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly config: AuthConfig,
    private readonly passwords: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = this.config.adminEmail?.toLowerCase();
    if (!email) return;
    const staff = { isAdmin: true, isVerified: true, onboardingCompleted: true, isActive: true };
    const existing = await this.users.findOne({ where: { email } });
    if (existing) {
      if (
        !existing.isAdmin ||
        !existing.isVerified ||
        !existing.onboardingCompleted ||
        !existing.isActive
      ) {
        await this.users.update({ id: existing.id }, staff);
        this.logger.log(`Promoted ${email} to staff`);
      }
      return;
    }
    if (!this.config.adminPassword) {
      this.logger.warn(`ADMIN_EMAIL ${email} has no account yet: set ADMIN_PASSWORD to create it`);
      return;
    }
    try {
      await this.users.insert({
        email,
        username: email.split('@')[0],
        passwordHash: await this.passwords.hash(this.config.adminPassword),
        // No invented name: the person sets theirs in Account (the SPA then greets them by it).
        firstName: null,
        lastName: null,
        termsAccepted: true,
        privacyAcknowledged: true,
        ...staff,
      });
      this.logger.log(`Created the staff account ${email}`);
    } catch (error) {
      // Another instance starting at the same moment created it first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
