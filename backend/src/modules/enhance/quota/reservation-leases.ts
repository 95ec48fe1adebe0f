import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EnhanceConfig } from '../enhance.config.js';
import { RENEW_RESERVATION_LEASES } from './reservation.sql.js';

/**
 * The reservations this instance's running requests hold, with their leases renewed every
 * quarter of ENHANCE_RESERVATION_LEASE_SECONDS. A process that stops renews nothing, so its
 * reservations are given back by the next sweep; one given back while its request still ran
 * (a lease missed) is charged again with its record, never twice.
 */
@Injectable()
export class ReservationLeases implements OnApplicationShutdown {
  private readonly logger = new Logger('Enhance');
  private readonly held = new Set<string>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: EnhanceConfig,
  ) {}

  hold(id: string): void {
    this.held.add(id);
    if (!this.timer) {
      this.timer = setInterval(
        () => void this.renew(),
        (this.config.reservationLeaseSeconds * 1000) / 4,
      );
      this.timer.unref();
    }
  }

  drop(id: string): void {
    this.held.delete(id);
    if (this.held.size === 0) this.stop();
  }

  onApplicationShutdown(): void {
    this.stop();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async renew(): Promise<void> {
    if (this.held.size === 0) return;
    try {
      await this.dataSource.query(RENEW_RESERVATION_LEASES, [[...this.held]]);
    } catch (error) {
      this.logger.warn(`Could not renew reservation leases: ${(error as Error).message}`);
    }
  }
}
