import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { JobQueue } from '../../queues/job-queue.js';
import { AiService } from '../ai/ai.service.js';

/** Readiness checks of what the API needs (database, Redis when configured, queues), and the model provider. */
@Injectable()
export class HealthIndicators {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly ai: AiService,
  ) {}

  async database() {
    const check = this.indicators.check('database');
    try {
      await this.dataSource.query('SELECT 1');
      return check.up();
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  async redisServer() {
    const check = this.indicators.check('redis');
    if (!this.redis)
      return check.up({ mode: 'not configured (in-process jobs, in-memory limits)' });
    try {
      await this.redis.ping();
      return check.up();
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  async queues() {
    const check = this.indicators.check('queues');
    const { healthy, message, ...counts } = await this.queue.status();
    return healthy
      ? check.up(counts)
      : check.down({ ...counts, message: message ?? 'unavailable' });
  }

  /**
   * Reported, never failing: without an answering provider the built-in engine still serves,
   * so a provider outage must not take the app out of a load balancer.
   */
  async modelProvider() {
    return this.indicators.check('model_provider').up(await this.ai.providerStatus());
  }
}
