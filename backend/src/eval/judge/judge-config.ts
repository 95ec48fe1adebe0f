import { OpenAiTransport, type ChatTransport } from '../../modules/ai/ai.providers.js';

/**
 * The judge model, configured apart from the one that rewrites (EVAL_JUDGE_API_KEY,
 * EVAL_JUDGE_BASE_URL, EVAL_JUDGE_MODEL): a model should not grade its own rewrites.
 */
export function judgeFromEnv(env: NodeJS.ProcessEnv = process.env): ChatTransport | undefined {
  if (!env.EVAL_JUDGE_API_KEY) return undefined;
  return new OpenAiTransport(
    {
      name: 'main',
      apiKey: env.EVAL_JUDGE_API_KEY,
      baseUrl: env.EVAL_JUDGE_BASE_URL || undefined,
      model: env.EVAL_JUDGE_MODEL || 'gpt-4o',
    },
    { timeoutMs: Number(env.EVAL_JUDGE_TIMEOUT_MS ?? 60_000), maxRetries: 2 },
  );
}
