import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard.js';
import { NoSessionAuthenticator, SessionAuthenticator } from './session-authenticator.js';

/** Installs the global AuthGuard; the accounts module overrides SessionAuthenticator. */
@Global()
@Module({
  providers: [
    { provide: SessionAuthenticator, useClass: NoSessionAuthenticator },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionAuthenticator],
})
export class AuthCoreModule {}
