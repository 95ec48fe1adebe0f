import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler } from '../../../queues/job-handler.decorator.js';
import { JobQueue } from '../../../queues/job-queue.js';
import { QuotaService } from './quota.service.js';

export const RESERVATION_SWEEP_JOB = 'enhancement-reservation-sweep';
const EVERY_MINUTE = '* * * * *';

/**
 * A process killed mid-stream (kill -9, out of memory, a lost machine) leaves the use it
 * reserved charged without a history entry. Every minute, and when an instance starts, the
 * reservations older than ENHANCE_RESERVATION_TIMEOUT_SECONDS are given back.
 */
@Injectable()
export class ReservationSweepJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('Enhance');

  constructor(
    private readonly queue: JobQueue,
    private readonly quota: QuotaService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule('maintenance', RESERVATION_SWEEP_JOB, EVERY_MINUTE);
    await this.queue.add('maintenance', RESERVATION_SWEEP_JOB, {});
  }

  @JobHandler({ queue: 'maintenance', name: RESERVATION_SWEEP_JOB, attempts: 3, backoffMs: 5000 })
  async run(): Promise<{ released: number }> {
    const released = await this.quota.releaseStale();
    if (released > 0) {
      this.logger.warn(
        `Gave back ${released} reserved enhancement(s) whose rewrite never finished (a stopped process)`,
      );
    }
    return { released };
  }
}
