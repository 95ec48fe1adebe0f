import {
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
} from 'class-validator';
import { EnvNumber, EnvString } from '../../config/define-config.js';

export class AuthConfig {
  /** Signs access tokens. Unset outside production: generated once and kept in DATA_DIR. */
  @EnvString('JWT_SECRET')
  @IsOptional()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  jwtSecret?: string;

  /** Sign-ups, reset requests and verification resends per client IP per hour. */
  @EnvNumber('AUTH_IP_LIMIT_PER_HOUR') @IsInt() @Min(1) ipLimitPerHour = 10;

  /** Sign-in attempts per client IP per minute (per-e-mail limits apply as well). */
  @EnvNumber('LOGIN_IP_LIMIT_PER_MINUTE') @IsInt() @Min(1) loginIpLimitPerMinute = 20;

  /**
   * argon2id cost: memory in KiB and passes. The defaults (64 MiB, 3 passes) cost about 0.6 s of
   * CPU per sign-in on a 2-core machine; tests lower them, operators raise them on bigger hosts.
   */
  @EnvNumber('PASSWORD_HASH_MEMORY_KIB') @IsInt() @Min(1024) @Max(4194304) passwordHashMemoryKib =
    65536;

  @EnvNumber('PASSWORD_HASH_TIME_COST') @IsInt() @Min(1) @Max(20) passwordHashTimeCost = 3;

  /**
   * Nice value of the threads that hash passwords (Linux; 0 leaves them at normal priority), so
   * a sign-in takes the CPU other requests leave free instead of stalling them.
   */
  @EnvNumber('PASSWORD_HASH_NICE') @IsInt() @Min(0) @Max(19) passwordHashNiceness = 10;

  @EnvNumber('SESSION_TTL_DAYS') @IsInt() @Min(1) @Max(365) sessionTtlDays = 30;

  /** Staff account created or promoted at start (verified, onboarded, admin). */
  @EnvString('ADMIN_EMAIL') @IsOptional() @IsEmail() adminEmail?: string;

  @EnvString('ADMIN_PASSWORD')
  @IsOptional()
  @Matches(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/, {
    message:
      'ADMIN_PASSWORD must have 8+ characters with an uppercase letter, a lowercase letter and a digit',
  })
  adminPassword?: string;

  @EnvString('GOOGLE_CLIENT_ID') @IsOptional() @IsString() googleClientId?: string;

  @EnvString('GOOGLE_CLIENT_SECRET') @IsOptional() @IsString() googleClientSecret?: string;

  /** Google's endpoints; tests point them at a local OpenID Connect server. */
  @EnvString('GOOGLE_AUTH_URL') @IsUrl({ require_tld: false }) googleAuthUrl =
    'https://accounts.google.com/o/oauth2/v2/auth';

  @EnvString('GOOGLE_TOKEN_URL') @IsUrl({ require_tld: false }) googleTokenUrl =
    'https://oauth2.googleapis.com/token';

  @EnvString('GOOGLE_USERINFO_URL') @IsUrl({ require_tld: false }) googleUserInfoUrl =
    'https://openidconnect.googleapis.com/v1/userinfo';

  get googleEnabled(): boolean {
    return Boolean(this.googleClientId && this.googleClientSecret);
  }
}
