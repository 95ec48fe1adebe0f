import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { JobQueue } from '../../queues/job-queue.js';

/** Readiness checks of what the API needs: the database, Redis (when configured) and the queues. */
@Injectable()
export class HealthIndicators {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
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
}
