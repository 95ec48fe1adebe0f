import type { RewriteRequest } from '../../ai/ai.types.js';
import { GENERIC_LINES, STOCK_LEADS, asHashtag, keyPhrases } from '../../ai/ai.engine.js';
import {
  type AnswerSchema,
  type ChatMessage,
  type ChatTransport,
  type ModelStep,
  REWRITE_ANSWER_INSTRUCTION,
  REWRITE_TEMPERATURE,
  askStructured,
  buildRewritePrompt,
  cleanModelOutput,
  jsonOrText,
  maxTokensFor,
  rewrittenBy,
  stepInput,
  stringsOf,
  verify,
} from '../../ai/ai.providers.js';
import { checkPlatform, platformLength } from './platform-checks.js';
import type { Platform } from './platforms.js';

export const PLATFORM_POST_SCHEMA: AnswerSchema = {
  name: 'platform_post',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['post', 'hashtags', 'added_claims'],
    properties: {
      post: { type: 'string', description: 'The whole post, hashtags included where they go.' },
      hashtags: { type: 'array', maxItems: 10, items: { type: 'string' } },
      added_claims: { type: 'array', items: { type: 'string' } },
    },
  },
};

interface PlatformPost {
  post: string;
  addedClaims: string[];
}

const HASHTAG = /(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu;
const hashtagsIn = (text: string) => text.match(HASHTAG) ?? [];

/** The hashtags a post may carry: the text's own, and its key phrases as hashtags. */
export function allowedHashtags(text: string): string[] {
  const own = hashtagsIn(text);
  const fromPhrases = keyPhrases(text, 6).map((phrase) => asHashtag(phrase.text));
  return [...new Set([...own, ...fromPhrases])].filter((tag) => tag.length > 2);
}

/** A stock line or lead-in as a pattern: `{topic}` and the like stand for any words. */
const STOCK = [...GENERIC_LINES, ...STOCK_LEADS]
  .filter((line) => line.replace(/\{[^}]*\}/g, '').trim().length >= 8)
  .map((line) => ({
    line,
    pattern: new RegExp(
      line
        .split(/\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.{1,60}?'),
      'i',
    ),
  }));

/** Stock lines in the post that the text did not have: lines that could go under any text. */
export function stockLinesIn(input: string, post: string): string[] {
  return STOCK.filter(({ pattern }) => pattern.test(post) && !pattern.test(input)).map(
    ({ line }) => line,
  );
}

function platformInstruction(platform: Platform, allowed: readonly string[]): string {
  const limits = platform.limits;
  const lines = [`Platform: ${platform.name}. ${platform.description} ${platform.tips.join(' ')}`];
  if (limits.max_characters !== null)
    lines.push(
      `Hard limit: at most ${limits.max_characters} characters${limits.link_length ? ` (each link counts as ${limits.link_length})` : ''}; a longer post is refused.`,
    );
  lines.push(`Length: ${limits.min_words}-${limits.max_words} words where the text allows.`);
  lines.push(
    limits.max_hashtags === 0
      ? 'Hashtags: none.'
      : `Hashtags: ${limits.min_hashtags}-${limits.max_hashtags}, only from this list (the text's own key phrases): ${allowed.join(' ') || '(none)'}.`,
  );
  lines.push(
    limits.links === 'allowed'
      ? 'Links: keep the text’s own.'
      : 'Links: do not add any (they do not work here).',
  );
  lines.push(
    `Emoji: ${limits.emojis === 'welcome' ? 'allowed' : limits.emojis === 'sparingly' ? 'at most 2' : 'none'}.`,
  );
  lines.push(
    'No stock line that could go under any text ("Let\'s talk about it.", "Thank you for your attention to this."); every sentence comes from what the text says.',
    'Answer with one JSON object and nothing else: {"post": "<the whole post>", "hashtags": ["<each hashtag you used>"], "added_claims": []}. "added_claims" lists every fact, figure, name, date, price, offer, promise, deadline or call to action in the post that the text does not contain; it must be empty.',
  );
  return lines.join('\n');
}

/** The rewrite prompt (tone, persona, what to keep), with the platform's rules and answer shape. */
export function buildPlatformPrompt(
  request: RewriteRequest,
  platform: Platform,
  compact?: boolean,
): ChatMessage[] {
  const { spans, plainInput } = stepInput(request);
  const [system, user] = buildRewritePrompt(request, spans, { compact });
  return [
    {
      role: 'system',
      content: system.content.replace(
        REWRITE_ANSWER_INSTRUCTION,
        platformInstruction(platform, allowedHashtags(plainInput)),
      ),
    },
    user,
  ];
}

/** What a post breaks on its platform: the hard limit, a check the text passed, foreign hashtags, stock lines. */
export function platformFailures(input: string, post: string, platform: Platform): string[] {
  const limits = platform.limits;
  const failures: string[] = [];
  const length = platformLength(post, limits.link_length);
  if (limits.max_characters !== null && length > limits.max_characters)
    failures.push(
      `it has ${length} characters; ${platform.name} takes at most ${limits.max_characters}: shorten it`,
    );
  const passed = new Set(
    checkPlatform(input, limits)
      .filter((check) => check.passed)
      .map((check) => check.rule),
  );
  for (const check of checkPlatform(post, limits))
    if (!check.passed && passed.has(check.rule) && check.rule !== 'characters')
      failures.push(`it breaks ${platform.name}'s ${check.rule} rule (${check.detail})`);
  const allowed = new Set(allowedHashtags(input).map((tag) => tag.toLowerCase()));
  const foreign = hashtagsIn(post).filter((tag) => !allowed.has(tag.toLowerCase()));
  if (foreign.length > 0)
    failures.push(
      `it used the hashtags ${foreign.join(', ')}, which are not the text's own key phrases; use only the listed ones`,
    );
  const stock = stockLinesIn(input, post);
  if (stock.length > 0)
    failures.push(
      `it added the stock line ${stock
        .slice(0, 3)
        .map((line) => `"${line}"`)
        .join(', ')}; say only what the text says`,
    );
  return failures;
}

/**
 * The optimizer's model step: the post in the platform's JSON shape, checked like every rewrite
 * (details kept, nothing added, length, language, tone) and against the platform (hard limit,
 * its checks, hashtags from the text's key phrases, no stock lines); one repair, else thrown.
 */
export function platformStep(platform: Platform): ModelStep {
  return async (transport: ChatTransport, request: RewriteRequest) => {
    const { spans, plainInput } = stepInput(request);
    const answer = await askStructured<PlatformPost>(
      transport,
      buildPlatformPrompt(request, platform, transport.compactPrompt),
      {
        schema: PLATFORM_POST_SCHEMA,
        maxTokens: maxTokensFor(request),
        temperature: REWRITE_TEMPERATURE,
        parse: (raw) => {
          const answer = jsonOrText(raw);
          if (answer.problem) return { problems: [answer.problem] };
          const written = answer.object ? answer.object.post : answer.text;
          const post = typeof written === 'string' ? cleanModelOutput(written, 'plain') : '';
          if (!post)
            return { problems: ['its JSON had no "post" text; put the whole post in "post"'] };
          const addedClaims = stringsOf(answer.object?.added_claims);
          return { value: { post, addedClaims }, problems: [] };
        },
        check: ({ post, addedClaims }) => [
          ...verify({ request, plainInput, spans, claimedAdditions: addedClaims }, post).failures,
          ...platformFailures(plainInput, post, platform),
        ],
      },
    );
    return rewrittenBy(transport, request, spans, answer, answer.value.post);
  };
}
