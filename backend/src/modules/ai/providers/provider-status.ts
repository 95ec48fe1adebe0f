import OpenAI from 'openai';
import { describeFailure } from './provider-failure.js';
import { DEFAULT_BASE_URL, type ProviderRoute } from './provider-route.js';

/** Whether the rewrites come from a model and whether that model's server answers right now. */
export type ProviderStatus = {
  state: 'not configured' | 'answers' | 'not answering';
  engine: 'builtin' | 'provider';
  model?: string;
  base_url?: string;
  /** Why the provider did not answer. */
  message?: string;
};

const CHECK_TIMEOUT_MS = 3_000;
/** Health is polled often; the provider is asked at most this often. */
export const STATUS_CACHE_MS = 30_000;

/**
 * A cheap question the provider answers without running the model (GET …/models), asked at most
 * once per STATUS_CACHE_MS however often the health endpoint is polled.
 */
export class ProviderStatusCheck {
  private cached?: { at: number; status: Promise<ProviderStatus> };

  constructor(private readonly route: ProviderRoute | undefined) {}

  status(now = Date.now()): Promise<ProviderStatus> {
    if (this.cached && now - this.cached.at < STATUS_CACHE_MS) return this.cached.status;
    this.cached = { at: now, status: this.ask() };
    return this.cached.status;
  }

  private async ask(): Promise<ProviderStatus> {
    const route = this.route;
    if (!route) return { state: 'not configured', engine: 'builtin' };
    const where = {
      engine: 'provider' as const,
      model: route.model,
      base_url: route.baseUrl ?? DEFAULT_BASE_URL,
    };
    const client = new OpenAI({
      apiKey: route.apiKey,
      baseURL: route.baseUrl,
      timeout: CHECK_TIMEOUT_MS,
      maxRetries: 0,
    });
    try {
      await client.models.list();
      return { state: 'answers', ...where };
    } catch (error) {
      return { state: 'not answering', ...where, message: describeFailure(error) };
    }
  }
}
