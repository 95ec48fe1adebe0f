import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app.config.js';
import { CompanyConfig } from './company.config.js';
import { DatabaseConfig } from './database.config.js';
import { configProvider } from './define-config.js';
import { RedisConfig } from './redis.config.js';

const providers = [
  configProvider(AppConfig),
  configProvider(DatabaseConfig),
  configProvider(RedisConfig),
  configProvider(CompanyConfig),
];

/** The cross-cutting configuration; feature modules provide their own config classes. */
@Global()
@Module({ providers, exports: providers })
export class ConfigModule {}
