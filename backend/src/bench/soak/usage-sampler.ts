import type pg from 'pg';
import { CpuMeter, pidsNamed, rssMiB } from './process-usage.js';

export interface UsageSample {
  /** Seconds since the sampler started. */
  at: number;
  /** Resident memory of each app instance, MiB. */
  rss: number[];
  /** The bench database's connections (pg_stat_activity, the bench's own one left out). */
  connections: number;
  activeConnections: number;
}

export interface Usage {
  seconds: number;
  /** CPU ms of each app instance, of the bench database's PostgreSQL backends, of Redis. */
  appCpuMs: number[];
  postgresCpuMs: number;
  redisCpuMs: number;
  samples: UsageSample[];
}

/**
 * Reads, every `intervalMs`, what the app instances, PostgreSQL (the backends serving the bench
 * database) and the local Redis server (all of it: it may serve others) use, from /proc.
 */
export class UsageSampler {
  private readonly samples: UsageSample[] = [];
  private readonly apps: CpuMeter[];
  private postgres!: CpuMeter;
  private readonly redis: CpuMeter;
  private readonly redisPids = pidsNamed('redis-server');
  private started = 0;
  private timer?: NodeJS.Timeout;
  private reading?: Promise<void>;

  constructor(
    private readonly appPids: number[],
    private readonly db: pg.Pool,
    private readonly intervalMs: number,
  ) {
    this.apps = appPids.map((pid) => new CpuMeter([pid]));
    this.redis = new CpuMeter(this.redisPids);
  }

  async start(): Promise<void> {
    this.postgres = new CpuMeter((await this.backends()).map((row) => row.pid));
    this.started = performance.now();
    this.timer = setInterval(() => {
      this.reading ??= this.sample().finally(() => (this.reading = undefined));
    }, this.intervalMs);
  }

  async stop(): Promise<Usage> {
    clearInterval(this.timer);
    await this.reading;
    await this.sample();
    return {
      seconds: (performance.now() - this.started) / 1000,
      appCpuMs: this.apps.map((meter, index) => meter.read([this.appPids[index]])),
      postgresCpuMs: this.postgres.read([]),
      redisCpuMs: this.redis.read(this.redisPids),
      samples: this.samples,
    };
  }

  private async backends(): Promise<{ pid: number; state: string | null }[]> {
    const { rows } = await this.db.query<{ pid: number; state: string | null }>(
      `SELECT pid, state FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows;
  }

  private async sample(): Promise<void> {
    const backends = await this.backends();
    this.postgres.read(backends.map((row) => row.pid));
    this.redis.read(this.redisPids);
    this.apps.forEach((meter, index) => meter.read([this.appPids[index]]));
    this.samples.push({
      at: (performance.now() - this.started) / 1000,
      rss: this.appPids.map(rssMiB),
      connections: backends.length,
      activeConnections: backends.filter((row) => row.state === 'active').length,
    });
  }
}
