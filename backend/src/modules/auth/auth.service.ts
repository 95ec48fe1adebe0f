import { PrivacyService } from '../users/privacy/privacy.service.js';
import {
  ConflictException,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  BadRequestException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { AppConfig } from '../../config/app.config.js';
import { JobHandler } from '../../queues/job-handler.decorator.js';
import { JobQueue } from '../../queues/job-queue.js';
import { AuditService } from '../audit/audit.service.js';
import { MailService } from '../mail/mail.service.js';
import { passwordResetMail, verificationMail } from '../mail/templates/account-mails.js';
import { toUserDto } from '../users/dto/user.dto.js';
import { User } from '../users/entities/user.entity.js';
import { isUniqueViolation } from '../../database/errors.js';
import {
  SIGN_IN_CODE_INVALID,
  type IssuedSignInCodeDto,
  type LoginResponseDto,
  type RegisterDto,
} from './dto/auth.dto.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password.js';
import { SessionsService, type SessionMeta } from './sessions/sessions.service.js';
import { OneTimeTokensService, TOKEN_LIFETIME_MS } from './tokens/one-time-tokens.service.js';

export const RESET_REQUESTED =
  'If an account with this email exists, a password reset link has been sent.';
export const VERIFICATION_RESENT =
  'If an account with this email is waiting for verification, a new link has been sent.';
const DUPLICATE_EMAIL =
  'An account with this email already exists. Please sign in or reset your password.';
const BAD_CREDENTIALS = 'Incorrect email or password.';
const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly tokens: OneTimeTokensService,
    private readonly mail: MailService,
    private readonly queue: JobQueue,
    private readonly audit: AuditService,
    private readonly app: AppConfig,
    private readonly loginThrottle: LoginThrottle,
    private readonly passwords: PasswordHasher,
    private readonly privacy: PrivacyService,
  ) {}

  async register(dto: RegisterDto): Promise<{ message: string; email: string }> {
    const email = dto.email;
    if (await this.users.exists({ where: { email } }))
      throw new ConflictException({ detail: DUPLICATE_EMAIL });
    const tier = dto.subscription_tier ?? 'free';
    const passwordHash = await this.passwords.hash(dto.password);
    const keepTexts = await this.privacy.newAccountsKeepTexts();
    let link: string;
    try {
      link = await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(User).save(
          manager.getRepository(User).create({
            email,
            username: (dto.username || email.split('@')[0]).slice(0, 100),
            passwordHash,
            subscriptionTier: 'free',
            intendedTier: tier === 'free' ? null : tier,
            termsAccepted: dto.terms_accepted ?? false,
            privacyAcknowledged: dto.privacy_acknowledged ?? false,
            keepTexts,
          }),
        );
        return this.verificationLink(await this.tokens.issue(user.id, 'verify_email', manager));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException({ detail: DUPLICATE_EMAIL });
      throw error;
    }
    await this.mail.send(verificationMail(email, link));
    return {
      message: 'Registration successful! Please check your email to verify your account.',
      email,
    };
  }

  async resendVerification(email: string): Promise<{ message: string }> {
    const user = await this.users.findOne({ where: { email } });
    if (user && !user.isVerified && user.isActive) {
      const link = this.verificationLink(await this.tokens.issue(user.id, 'verify_email'));
      await this.mail.send(verificationMail(email, link));
    }
    return { message: VERIFICATION_RESENT };
  }

  /**
   * Verifies the address and gives the page a one-time code it exchanges for a session, so
   * onboarding can follow at once without a bearer token in the address bar or server logs.
   */
  async verifyEmail(token: string): Promise<{ email: string; code: string } | null> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consume(token, 'verify_email', manager);
      if (!userId) return null;
      const repository = manager.getRepository(User);
      await repository.update({ id: userId }, { isVerified: true });
      const user = await repository.findOneByOrFail({ id: userId });
      if (!user.isActive) return null;
      return { email: user.email, code: await this.tokens.issue(user.id, 'sign_in', manager) };
    });
  }

  async login(email: string, password: string, meta: SessionMeta): Promise<LoginResponseDto> {
    await this.loginThrottle.admit(email, meta.ipAddress);
    const user = await this.users.findOne({ where: { email } });
    const valid = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await this.loginThrottle.failed(email, meta.ipAddress);
      throw new UnauthorizedException({ detail: BAD_CREDENTIALS });
    }
    if (!user.isActive) {
      throw new ForbiddenException({
        detail: 'This account has been deactivated. Please contact support.',
      });
    }
    if (!user.isVerified) {
      throw new ForbiddenException({
        detail:
          'Please verify your email before logging in. Check your inbox for the verification link.',
      });
    }
    return this.signIn(user, meta);
  }

  /** The page's half of a redirect that signed someone in: the one-time code for a session. */
  /** A one-time code for the caller's own account (the browser extension hands it to the site). */
  async issueSignInCode(userId: string): Promise<IssuedSignInCodeDto> {
    return {
      code: await this.tokens.issue(userId, 'sign_in'),
      expires_in: TOKEN_LIFETIME_MS.sign_in / 1000,
    };
  }

  async exchangeSignInCode(code: string, meta: SessionMeta): Promise<LoginResponseDto> {
    const userId = await this.tokens.consume(code, 'sign_in');
    const user = userId ? await this.users.findOneBy({ id: userId }) : null;
    if (!user || !user.isActive) throw new BadRequestException({ detail: SIGN_IN_CODE_INVALID });
    return this.signIn(user, meta);
  }

  async signIn(user: User, meta: SessionMeta): Promise<LoginResponseDto> {
    const accessToken = await this.sessions.create(user, meta);
    return { access_token: accessToken, token_type: 'bearer', user: toUserDto(user) };
  }

  async logout(sessionId: string): Promise<{ message: string }> {
    await this.sessions.revoke(sessionId);
    return { message: 'You have been signed out.' };
  }

  /** Answers at once and the same way for any address; the mail is prepared by a job. */
  async requestPasswordReset(email: string): Promise<{ message: string }> {
    await this.queue.add('mail', 'password-reset-request', { email });
    return { message: RESET_REQUESTED };
  }

  @JobHandler({ queue: 'mail', name: 'password-reset-request' })
  async preparePasswordReset({ email }: { email: string }): Promise<void> {
    const user = await this.users.findOne({ where: { email } });
    if (!user || !user.isActive) return;
    const token = await this.tokens.issue(user.id, 'reset_password');
    await this.mail.send(
      passwordResetMail(user.email, `${this.app.publicUrl}/reset-password?token=${token}`),
    );
  }

  async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
    const passwordHash = await this.passwords.hash(newPassword);
    const revoked = await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consume(token, 'reset_password', manager);
      if (!userId) return null;
      await manager.getRepository(User).update({ id: userId }, { passwordHash });
      const count = await this.sessions.revokeAll(userId, manager);
      await this.audit.record('auth.password_reset', { sessions_revoked: count }, null, manager);
      return count;
    });
    if (revoked === null) throw new BadRequestException({ detail: RESET_LINK_INVALID });
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  }

  private verificationLink(token: string): string {
    return `${this.app.publicUrl}/api/auth/verify-email?token=${token}`;
  }
}
