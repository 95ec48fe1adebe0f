import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../../common/redis/redis.module.js';
import { RateLimitStore } from '../../../common/throttling/rate-limit-store.js';
import { JobQueue } from '../../../queues/job-queue.js';
import { AiConfig } from '../../ai/ai.config.js';
import { AiService } from '../../ai/ai.service.js';
import { PaymentProvider } from '../../billing/providers/provider.types.js';
import { MAIL_TRANSPORT } from '../../mail/mail.tokens.js';
import type { MailTransport } from '../../mail/mail-transport.js';
import { probe, PROBE_TIMEOUT_MS, worst, type ProbeResult } from './health-probes.js';
import type { SystemHealthDto } from './system-health.dto.js';

/** The Monitoring tab: every dependency checked now, with how long it took. */
@Injectable()
export class SystemHealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly payments: PaymentProvider,
    private readonly ai: AiConfig,
    private readonly aiService: AiService,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
    private readonly rateLimits: RateLimitStore,
  ) {}

  async check(): Promise<SystemHealthDto> {
    const queues = await this.queueStatus();
    const checks = await Promise.all([
      probe('database', async () => {
        await this.dataSource.query('SELECT 1');
        return { status: 'healthy', message: 'PostgreSQL answered' };
      }),
      probe('redis', () => this.redisCheck()),
      probe('queues', async () => ({
        status: !queues.healthy ? 'critical' : queues.failed > 0 ? 'warning' : 'healthy',
        message: `${queues.mode}: ${queues.waiting} waiting, ${queues.active} running, ${queues.delayed} delayed, ${queues.failed} failed${queues.message ? ` (${queues.message})` : ''}`,
      })),
      probe('mail', () => this.mailCheck()),
      probe('payments', () => this.paymentCheck()),
      probe('model_provider', () => this.modelCheck()),
    ]);
    const { mode, waiting, active, delayed, failed } = queues;
    return {
      status: worst(checks.map((check) => check.status)),
      health_checks: checks,
      queues: { mode, waiting, active, delayed, failed },
      checked_at: new Date().toISOString(),
      api_docs: '/api/docs',
    };
  }

  /** The queues' counts, or unhealthy when they do not answer in time (Redis gone). */
  private async queueStatus(): Promise<Awaited<ReturnType<JobQueue['status']>>> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS / 1000} s`)),
        PROBE_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([this.queue.status(), late]);
    } catch (error) {
      const message = (error as Error).message;
      return {
        mode: this.queue.mode,
        healthy: false,
        waiting: 0,
        active: 0,
        delayed: 0,
        failed: 0,
        message,
      };
    } finally {
      clearTimeout(timer);
    }
  }

  private async redisCheck(): Promise<ProbeResult> {
    if (!this.redis) {
      return {
        status: 'healthy',
        message: 'Not configured: jobs run in-process and rate limits are per instance',
      };
    }
    const unreachable = (reason: string): ProbeResult => ({
      status: 'critical',
      message: `Unreachable (${reason}): rate limits are per instance and jobs wait until it is back`,
    });
    // A connection that is down answers at once rather than after the client's retries.
    if (this.redis.status !== 'ready') return unreachable(`connection ${this.redis.status}`);
    try {
      await this.redis.ping();
    } catch (error) {
      return unreachable((error as Error).message);
    }
    const outage = this.rateLimits.outage;
    if (outage) return unreachable(outage);
    return { status: 'healthy', message: 'Redis answered PING; rate limits are shared' };
  }

  private async mailCheck(): Promise<ProbeResult> {
    if (!this.mail.verify) return { status: 'warning', message: this.mail.description };
    await this.mail.verify();
    return { status: 'healthy', message: `${this.mail.description} accepted a connection` };
  }

  private async paymentCheck(): Promise<ProbeResult> {
    if (this.payments.name !== 'stripe') {
      return {
        status: 'healthy',
        message: 'Test mode: no card is charged (set STRIPE_SECRET_KEY)',
      };
    }
    // Any answer, even "no such subscription", shows the provider is reachable with our key.
    await this.payments.retrieveSubscription('sub_health_check');
    return { status: 'healthy', message: 'Stripe answered' };
  }

  private async modelCheck(): Promise<ProbeResult> {
    const local = this.aiService.localModel?.status();
    if (local) {
      const { memory_mb: memory, queue } = local;
      const figures = `${memory.model + memory.contexts} MB in memory (weights ${memory.model} MB, contexts ${memory.contexts} MB; process ${memory.process_rss} MB); ${queue.running} running, ${queue.waiting} waiting of ${queue.max_waiting}`;
      if (local.state === 'failed')
        return {
          status: 'warning',
          message: `Local model ${local.model} could not be loaded (${local.message}): the built-in engine answers`,
        };
      return {
        status: 'healthy',
        message: `Local model ${local.model} (${local.state}): ${figures}`,
      };
    }
    if (!this.ai.apiKey && !this.ai.baseUrl) {
      return { status: 'healthy', message: 'Built-in offline engine (no model server configured)' };
    }
    const base = (this.ai.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
    const response = await fetch(`${base}/models`, {
      headers: this.ai.apiKey ? { Authorization: `Bearer ${this.ai.apiKey}` } : {},
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) {
      return {
        status: 'critical',
        message: `The model server refused the key (${response.status})`,
      };
    }
    if (!response.ok) {
      return { status: 'warning', message: `The model server answered ${response.status}` };
    }
    return {
      status: 'healthy',
      message: `${new URL(base).host} answered (model ${this.ai.model})`,
    };
  }
}
