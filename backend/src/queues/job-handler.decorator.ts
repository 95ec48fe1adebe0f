import { SetMetadata } from '@nestjs/common';
import type { QueueName } from './queue-names.js';

export const JOB_HANDLER = 'resonate:job-handler';

export interface JobHandlerOptions {
  queue: QueueName;
  name: string;
  /** Tries before the job is given up (default 3). */
  attempts?: number;
  /** First retry delay; each later retry waits twice as long (default 1000 ms). */
  backoffMs?: number;
  concurrency?: number;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
}

export type JobHandlerFunction<T = unknown> = (data: T, context: JobContext) => Promise<unknown>;

/**
 * Marks a provider method as the processor of one named job. The same method runs on Bull
 * (REDIS_URL set) or in-process, so it must be idempotent: a retried job may run twice.
 */
export const JobHandler = (options: JobHandlerOptions) => SetMetadata(JOB_HANDLER, options);
