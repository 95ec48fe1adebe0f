import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { JobQueue } from '../../queues/job-queue.js';
import { AiService } from '../ai/ai.service.js';

/** How long a check may take: a dependency that does not answer is down, not a hung probe. */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

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
      await within(this.dataSource.query('SELECT 1'), 'The database');
      return check.up();
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  async redisServer() {
    const check = this.indicators.check('redis');
    if (!this.redis)
      return check.up({ mode: 'not configured (in-process jobs, in-memory limits)' });
    // A connection known to be down answers at once, not after the client's retries.
    if (this.redis.status !== 'ready') {
      return check.down({ message: `Redis is unreachable (connection ${this.redis.status})` });
    }
    try {
      await within(this.redis.ping(), 'Redis');
      return check.up();
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
  }

  async queues() {
    const check = this.indicators.check('queues');
    let status: Awaited<ReturnType<JobQueue['status']>>;
    try {
      status = await within(this.queue.status(), 'The job queue');
    } catch (error) {
      return check.down({ message: (error as Error).message });
    }
    const { healthy, message, ...counts } = status;
    return healthy
      ? check.up(counts)
      : check.down({ ...counts, message: message ?? 'unavailable' });
  }

  /**
   * Reported, never failing: without an answering provider the built-in engine still serves,
   * so a provider outage must not take the app out of a load balancer. With a local model: its
   * state, memory and queue.
   */
  async modelProvider() {
    const status: Record<string, unknown> = await this.ai.providerStatus();
    return this.indicators.check('model_provider').up(status);
  }
}
