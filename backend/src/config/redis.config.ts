import { IsOptional, Matches } from 'class-validator';
import { EnvString } from './define-config.js';

export class RedisConfig {
  /** redis://… enables Bull queues on Redis and shared rate limits; unset runs jobs in-process. */
  @EnvString('REDIS_URL')
  @IsOptional()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  url?: string;

  /** Prefix of every Redis key (queues, rate limits): instances sharing it share work and limits. */
  @EnvString('REDIS_PREFIX')
  @Matches(/^[\w-]{1,40}$/, { message: 'REDIS_PREFIX must be letters, digits, - or _' })
  prefix = 'resonate';
}
