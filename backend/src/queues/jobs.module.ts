import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { AppConfig } from '../config/app.config.js';
import { RedisConfig } from '../config/redis.config.js';
import { RuntimeSummary } from '../common/runtime/runtime-summary.js';
import { BullJobQueue } from './bull-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JOB_HANDLER, type JobHandlerOptions } from './job-handler.decorator.js';
import { JobQueue } from './job-queue.js';

const jobQueueProvider = {
  provide: JobQueue,
  inject: [RedisConfig],
  useFactory: (redis: RedisConfig): JobQueue =>
    redis.url ? new BullJobQueue(redis.url, redis.prefix) : new InProcessJobQueue(),
};

/** Finds every @JobHandler method and binds it to the queue (when this process runs workers). */
@Global()
@Module({ imports: [DiscoveryModule], providers: [jobQueueProvider], exports: [JobQueue] })
export class JobsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');

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
