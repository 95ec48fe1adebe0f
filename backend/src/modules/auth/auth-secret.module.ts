import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app.config.js';
import { configProvider } from '../../config/define-config.js';
import { AuthConfig } from './auth.config.js';
import { JWT_SECRET } from './auth.tokens.js';
import { resolveJwtSecret } from './jwt-secret.js';

const providers = [
  configProvider(AuthConfig),
  { provide: JWT_SECRET, inject: [AppConfig, AuthConfig], useFactory: resolveJwtSecret },
];

@Global()
@Module({ providers, exports: providers })
export class AuthSecretModule {}
