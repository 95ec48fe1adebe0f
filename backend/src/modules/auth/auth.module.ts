import { createSecretKey } from 'node:crypto';
import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyAuthenticator } from '../../common/auth/api-key-authenticator.js';
import { AuthGuard } from '../../common/auth/auth.guard.js';
import { SessionAuthenticator } from '../../common/auth/session-authenticator.js';
import { AppConfig } from '../../config/app.config.js';
import { configProvider } from '../../config/define-config.js';
import { BillingConfig } from '../billing/billing.config.js';
import { UsersModule } from '../users/users.module.js';
import { AddressLimiter } from '../../common/throttling/address-limiter.js';
import { ApiKey } from './api-keys/api-key.entity.js';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { ApiKeysService } from './api-keys/api-keys.service.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { AuthPersonalData } from './auth-personal-data.js';
import { configureAuthRateLimits } from './auth-rate-limits.js';
import { AuthSecretModule } from './auth-secret.module.js';
import { AuthConfig } from './auth.config.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JWT_SECRET } from './auth.tokens.js';
import { LoginThrottle } from './login-throttle.js';
import { OneTimeToken } from './entities/one-time-token.entity.js';
import { Session } from './entities/session.entity.js';
import { GoogleController } from './google/google.controller.js';
import { GoogleSignInService } from './google/google-sign-in.service.js';
import { GoogleStrategy } from './google/google.strategy.js';
import { SessionsService } from './sessions/sessions.service.js';
import { StaffBootstrap } from './staff-bootstrap.js';
import { PasswordHasher } from './password.js';
import { OneTimeTokensService } from './tokens/one-time-tokens.service.js';
import { SessionsController } from './sessions/sessions.controller.js';

@Module({
  imports: [
    AuthSecretModule,
    UsersModule,
    TypeOrmModule.forFeature([Session, OneTimeToken, ApiKey]),
    PassportModule.register({ session: false }),
    JwtModule.registerAsync({
      inject: [JWT_SECRET],
      useFactory: (secret: string) => ({
        // A KeyObject, not the string: jsonwebtoken otherwise tries (and fails) to parse a string
        // as a public key on every verification, which costs more than the HMAC itself.
        secret: createSecretKey(Buffer.from(secret)),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, SessionsController, GoogleController, ApiKeysController],
  providers: [
    SessionsService,
    { provide: SessionAuthenticator, useExisting: SessionsService },
    ApiKeysService,
    { provide: ApiKeyAuthenticator, useExisting: ApiKeysService },
    // The Pro quota, for the rate-limit headers of key requests.
    configProvider(BillingConfig),
    { provide: APP_GUARD, useClass: AuthGuard },
    OneTimeTokensService,
    AuthService,
    AttemptLimiter,
    AddressLimiter,
    LoginThrottle,
    StaffBootstrap,
    PasswordHasher,
    AuthPersonalData,
    GoogleSignInService,
    {
      provide: GoogleStrategy,
      inject: [AuthConfig, AppConfig],
      // passport-google-oauth20 refuses to exist without a client id; without one the route says so.
      useFactory: (auth: AuthConfig, app: AppConfig) =>
        auth.googleEnabled ? new GoogleStrategy(auth, app) : null,
    },
  ],
  exports: [SessionsService, AuthService, ApiKeysService],
})
export class AuthModule implements OnModuleInit {
  constructor(private readonly config: AuthConfig) {}

  onModuleInit(): void {
    configureAuthRateLimits({
      perHour: this.config.ipLimitPerHour,
      loginPerMinute: this.config.loginIpLimitPerMinute,
    });
  }
}
