import {
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bull';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Queue } from 'bull';
import { RuntimeSummary } from '../common/runtime/runtime-summary.js';
import { AppConfig } from '../config/app.config.js';
import type { RedisConfig } from '../config/redis.config.js';
import { BullJobQueue } from './bull-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JOB_HANDLER, type JobHandlerOptions } from './job-handler.decorator.js';
import { JobQueue } from './job-queue.js';
import { QUEUE_NAMES } from './queue-names.js';

/** Finds every @JobHandler method and binds it to the queue (when this process runs workers). */
@Module({})
export class JobsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  /** @nestjs/bull queues when REDIS_URL is set; otherwise the in-process runner. */
  static forRoot(redis: RedisConfig): DynamicModule {
    const queueProvider: Provider = redis.url
      ? {
          provide: JobQueue,
          inject: QUEUE_NAMES.map((name) => getQueueToken(name)),
          useFactory: (...queues: Queue[]) => new BullJobQueue(queues),
        }
      : { provide: JobQueue, useFactory: () => new InProcessJobQueue() };
    return {
      module: JobsModule,
      global: true,
      imports: [
        DiscoveryModule,
        ...(redis.url
          ? [
              BullModule.forRoot({ redis: redis.url, prefix: redis.prefix }),
              BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
            ]
          : []),
      ],
      providers: [queueProvider],
      exports: [JobQueue],
    };
  }

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly app: AppConfig,
    private readonly summary: RuntimeSummary,
  ) {}
  onApplicationBootstrap(): void {
    // Without Redis there is no other worker: this process must run the jobs it queues.
    const runsWorkers = this.app.runWorkers || this.queue.mode === 'in-process';
    const bound: string[] = [];
    if (runsWorkers) {
      for (const wrapper of this.discovery.getProviders()) {
        const instance = wrapper.instance as Record<string, unknown> | undefined;
        if (!instance || typeof instance !== 'object') continue;
        const prototype = Object.getPrototypeOf(instance) as object;
        for (const method of this.scanner.getAllMethodNames(prototype)) {
          const handler = instance[method] as (...args: unknown[]) => Promise<unknown>;
          const options = this.reflector.get<JobHandlerOptions>(JOB_HANDLER, handler);
          if (!options) continue;
          this.queue.register(options, (data, context) => handler.call(instance, data, context));
          bound.push(`${options.queue}:${options.name}`);
        }
      }
    }
    this.summary.set(
      'jobs',
      this.queue.mode === 'redis'
        ? `Bull on Redis (${runsWorkers ? `processing ${bound.length} job types here` : 'API only; run npm run worker'})`
        : `in-process runner (${bound.length} job types; set REDIS_URL for Bull on Redis)`,
    );
    this.logger.debug(`Job handlers: ${bound.join(', ') || 'none'}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close(this.app.shutdownTimeoutMs);
  }
}
