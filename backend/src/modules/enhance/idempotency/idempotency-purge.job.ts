import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../../../queues/job-handler.decorator.js';
import { JobQueue } from '../../../queues/job-queue.js';
import { PURGE_IDEMPOTENCY_KEYS } from './idempotency.sql.js';

export const IDEMPOTENCY_PURGE_JOB = 'idempotency-key-purge';
const EVERY_HOUR = '17 * * * *';

/** Answers kept for Idempotency-Key retries are dropped once their 24 hours are over. */
@Injectable()
export class IdempotencyPurgeJob implements OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule('maintenance', IDEMPOTENCY_PURGE_JOB, EVERY_HOUR);
  }

  @JobHandler({ queue: 'maintenance', name: IDEMPOTENCY_PURGE_JOB, attempts: 3, backoffMs: 5000 })
  async run(): Promise<{ purged: number }> {
    const [, purged] = (await this.dataSource.query(PURGE_IDEMPOTENCY_KEYS)) as [unknown, number];
    return { purged: purged ?? 0 };
  }
}
