import { IsInt, Min } from 'class-validator';
import { EnvNumber } from '../../config/define-config.js';

/** The workspace: fair use of the rewrite route, how much history each account keeps, reservations. */
export class EnhanceConfig {
  /**
   * Enhancements per minute per account, on every plan (Premium and staff have no quota, so this
   * is their fair-use limit). Counted in Redis when configured, so it holds across instances.
   */
  @EnvNumber('ENHANCE_USER_LIMIT_PER_MINUTE') @IsInt() @Min(1) userLimitPerMinute = 60;

  /** History entries kept per account; older ones are removed as new ones arrive. */
  @EnvNumber('HISTORY_LIMIT') @IsInt() @Min(1) historyLimit = 100;

  /**
   * Seconds after which a streamed rewrite's reserved use, never recorded nor given back (its
   * process died), is given back by the sweep. Longer than any rewrite may last.
   */
  @EnvNumber('ENHANCE_RESERVATION_TIMEOUT_SECONDS') @IsInt() @Min(1) reservationTimeoutSeconds =
    600;

  /**
   * Seconds a reservation's lease lasts: the instance running its rewrite renews it (every quarter
   * of this) while the request runs, so one whose lease ran out belongs to a process that stopped
   * and is given back by the next sweep, long before the timeout.
   */
  @EnvNumber('ENHANCE_RESERVATION_LEASE_SECONDS') @IsInt() @Min(4) reservationLeaseSeconds = 60;
}
