import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';
import { AuthConfig } from './auth.config.js';
import { lowerPoolThreadPriority } from './hashing-priority.js';

export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter and a digit';

/** argon2id with the cost AuthConfig sets; a stored hash carries its own cost, so both verify. */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly logger = new Logger(PasswordHasher.name);

  constructor(private readonly config: AuthConfig) {}

  /** Lowers the priority of the threads that hash (hashing-priority.ts). */
  async onModuleInit(): Promise<void> {
    const niceness = this.config.passwordHashNiceness;
    if (niceness === 0) return;
    const lowered = await lowerPoolThreadPriority(niceness);
    if (lowered > 0) this.logger.debug(`Password hashing at nice ${niceness} (${lowered} threads)`);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.config.passwordHashMemoryKib,
      timeCost: this.config.passwordHashTimeCost,
    });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    // Hash anyway when there is no account, so timing does not tell which e-mails exist.
    if (!hash) {
      await this.hash(password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
