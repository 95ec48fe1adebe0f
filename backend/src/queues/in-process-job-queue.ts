import { Logger } from '@nestjs/common';
import cronParser from 'cron-parser';
import { randomUUID } from 'node:crypto';
import type { JobHandlerFunction, JobHandlerOptions } from './job-handler.decorator.js';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  JobQueue,
  type AddJobOptions,
  type QueueStatus,
} from './job-queue.js';
import type { QueueName } from './queue-names.js';

interface PendingJob {
  key: string;
  id: string;
  data: unknown;
  attempts: number;
  backoffMs: number;
  attempt: number;
}

// setTimeout holds at most 2^31-1 ms; longer waits are taken in steps.
const MAX_TIMER_MS = 2_147_483_647;

/** Runs jobs in this process with the same retries, delays and cron schedules as Bull. */
export class InProcessJobQueue extends JobQueue {
  readonly mode = 'in-process' as const;
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<
    string,
    { options: JobHandlerOptions; run: JobHandlerFunction }
  >();
  private readonly waitingForHandler = new Map<string, PendingJob[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly liveIds = new Set<string>();
  private readonly schedules = new Set<string>();
  private delayed = 0;
  private failed = 0;
  private closed = false;

  register(options: JobHandlerOptions, run: JobHandlerFunction): void {
    const key = `${options.queue}:${options.name}`;
    this.handlers.set(key, { options, run });
    for (const job of this.waitingForHandler.get(key) ?? []) this.start(job);
    this.waitingForHandler.delete(key);
  }

  async add<T>(
    queue: QueueName,
    name: string,
    data: T,
    options: AddJobOptions = {},
  ): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed');
    const id = options.jobId ?? randomUUID();
    if (this.liveIds.has(id)) return;
    this.liveIds.add(id);
    const key = `${queue}:${name}`;
    const handler = this.handlers.get(key);
    const job: PendingJob = {
      key,
      id,
      data,
      attempt: 1,
      attempts: options.attempts ?? handler?.options.attempts ?? DEFAULT_ATTEMPTS,
      backoffMs: options.backoffMs ?? handler?.options.backoffMs ?? DEFAULT_BACKOFF_MS,
    };
    if (options.delayMs && options.delayMs > 0) this.later(options.delayMs, () => this.start(job));
    else this.start(job);
  }

  async schedule<T>(queue: QueueName, name: string, cron: string, data?: T): Promise<void> {
    const key = `${queue}:${name}:${cron}`;
    if (this.schedules.has(key)) return;
    this.schedules.add(key);
    const next = () => {
      if (this.closed) return;
      const interval = cronParser.parseExpression(cron, { tz: 'UTC' });
      const wait = interval.next().getTime() - Date.now();
      this.later(Math.max(0, wait), async () => {
        await this.add(queue, name, data ?? {}, { jobId: `${key}:${Date.now()}` });
        next();
      });
    };
    next();
  }

  async status(): Promise<QueueStatus> {
    const waiting = [...this.waitingForHandler.values()].reduce(
      (sum, jobs) => sum + jobs.length,
      0,
    );
    return {
      mode: this.mode,
      healthy: !this.closed,
      waiting,
      active: this.running.size,
      delayed: this.delayed,
      failed: this.failed,
    };
  }

  async close(timeoutMs: number): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const drained = Promise.allSettled([...this.running]);
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  private start(job: PendingJob): void {
    if (this.closed) return;
    const handler = this.handlers.get(job.key);
    if (!handler) {
      const waiting = this.waitingForHandler.get(job.key) ?? [];
      waiting.push(job);
      this.waitingForHandler.set(job.key, waiting);
      return;
    }
    const run = this.execute(job, handler.run).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async execute(job: PendingJob, handler: JobHandlerFunction): Promise<void> {
    try {
      await handler(job.data, { jobId: job.id, attempt: job.attempt });
      this.liveIds.delete(job.id);
    } catch (error) {
      if (job.attempt < job.attempts && !this.closed) {
        const wait = job.backoffMs * 2 ** (job.attempt - 1);
        this.logger.warn(
          `Job ${job.key} (${job.id}) failed on try ${job.attempt}; retrying in ${wait} ms`,
        );
        job.attempt += 1;
        this.later(wait, () => this.start(job));
        return;
      }
      this.failed += 1;
      this.liveIds.delete(job.id);
      this.logger.error(
        `Job ${job.key} (${job.id}) failed after ${job.attempt} tries: ${(error as Error).message}`,
      );
    }
  }

  private later(ms: number, run: () => void | Promise<void>): void {
    this.delayed += 1;
    const step = Math.min(ms, MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.delayed -= 1;
      if (ms > step) this.later(ms - step, run);
      else void run();
    }, step);
    timer.unref();
    this.timers.add(timer);
  }
}
