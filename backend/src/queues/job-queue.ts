import type { QueueName } from './queue-names.js';
import type { JobHandlerFunction, JobHandlerOptions } from './job-handler.decorator.js';

export interface AddJobOptions {
  delayMs?: number;
  /** Jobs with the same id while one is waiting or running are added once. */
  jobId?: string;
  attempts?: number;
  backoffMs?: number;
}

export interface QueueStatus {
  mode: 'redis' | 'in-process';
  healthy: boolean;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  message?: string;
}

/** Where jobs go: Bull on Redis, or the in-process runner; callers never know which. */
export abstract class JobQueue {
  abstract readonly mode: 'redis' | 'in-process';
  abstract add<T>(queue: QueueName, name: string, data: T, options?: AddJobOptions): Promise<void>;
  /** A repeatable job on a cron expression (UTC), registered once however many instances start. */
  abstract schedule<T>(queue: QueueName, name: string, cron: string, data?: T): Promise<void>;
  abstract register(options: JobHandlerOptions, handler: JobHandlerFunction): void;
  abstract status(): Promise<QueueStatus>;
  /** Stops taking jobs and waits (bounded) for running ones. */
  abstract close(timeoutMs: number): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 1000;
