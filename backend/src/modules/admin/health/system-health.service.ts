import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../../common/redis/redis.module.js';
import { JobQueue } from '../../../queues/job-queue.js';
import { AiConfig } from '../../ai/ai.config.js';
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
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
    @Inject(REDIS_CLIENT) private readonly redis: Redis | null,
  ) {}

  async check(): Promise<SystemHealthDto> {
    const queues = await this.queue.status();
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

  private async redisCheck(): Promise<ProbeResult> {
    if (!this.redis) {
      return {
        status: 'healthy',
        message: 'Not configured: jobs run in-process and limits are per instance',
      };
    }
    await this.redis.ping();
    return { status: 'healthy', message: 'Redis answered PING' };
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
