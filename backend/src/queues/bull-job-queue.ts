import { Logger } from '@nestjs/common';
import Bull from 'bull';
import type { JobHandlerFunction, JobHandlerOptions } from './job-handler.decorator.js';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  JobQueue,
  type AddJobOptions,
  type QueueStatus,
} from './job-queue.js';
import { QUEUE_NAMES, type QueueName } from './queue-names.js';

/** Bull queues on Redis: jobs survive restarts and are shared by every instance and worker. */
export class BullJobQueue extends JobQueue {
  readonly mode = 'redis' as const;
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<QueueName, Bull.Queue>();
  private readonly defaults = new Map<string, JobHandlerOptions>();

  /** The queues @nestjs/bull registered, one per name in QUEUE_NAMES. */
  constructor(queues: Bull.Queue[]) {
    super();
    for (const queue of queues) {
      queue.on('error', (error) => this.logger.error(`Queue ${queue.name}: ${error.message}`));
      queue.on('failed', (job, error) =>
        this.logger.warn(
          `Job ${queue.name}:${job.name} (${job.id}) failed on try ${job.attemptsMade}: ${error.message}`,
        ),
      );
      this.queues.set(queue.name as QueueName, queue);
    }
  }

  /** Queues of its own (tests, tools): one Bull queue per name in QUEUE_NAMES. */
  static connect(redisUrl: string, prefix: string): BullJobQueue {
    return new BullJobQueue(QUEUE_NAMES.map((name) => new Bull(name, redisUrl, { prefix })));
  }

  /** The Bull queues, for the in-process instance's health and for tests. */
  bullQueue(name: QueueName): Bull.Queue {
    return this.queues.get(name)!;
  }

  register(options: JobHandlerOptions, handler: JobHandlerFunction): void {
    this.defaults.set(`${options.queue}:${options.name}`, options);
    this.bullQueue(options.queue).process(options.name, options.concurrency ?? 1, (job) =>
      handler(job.data, { jobId: String(job.id), attempt: job.attemptsMade + 1 }),
    );
  }

  async add<T>(
    queue: QueueName,
    name: string,
    data: T,
    options: AddJobOptions = {},
  ): Promise<void> {
    const defaults = this.defaults.get(`${queue}:${name}`);
    await this.bullQueue(queue).add(name, data, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: options.attempts ?? defaults?.attempts ?? DEFAULT_ATTEMPTS,
      backoff: {
        type: 'exponential',
        delay: options.backoffMs ?? defaults?.backoffMs ?? DEFAULT_BACKOFF_MS,
      },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  }

  async schedule<T>(queue: QueueName, name: string, cron: string, data?: T): Promise<void> {
    // Bull keys repeatable jobs by name, id and cron: every instance adding it keeps one schedule.
    await this.bullQueue(queue).add(name, data ?? {}, {
      repeat: { cron, tz: 'UTC' },
      jobId: `${queue}:${name}`,
      removeOnComplete: 100,
      removeOnFail: 500,
    });
  }

  async status(): Promise<QueueStatus> {
    const totals = { waiting: 0, active: 0, delayed: 0, failed: 0 };
    try {
      for (const queue of this.queues.values()) {
        const counts = await queue.getJobCounts();
        totals.waiting += counts.waiting;
        totals.active += counts.active;
        totals.delayed += counts.delayed;
        totals.failed += counts.failed;
      }
      return { mode: this.mode, healthy: true, ...totals };
    } catch (error) {
      return { mode: this.mode, healthy: false, ...totals, message: (error as Error).message };
    }
  }

  async close(timeoutMs: number): Promise<void> {
    const closing = Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }
}
