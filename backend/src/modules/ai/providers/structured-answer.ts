import type { AnswerSchema } from './chat-transport.js';

/** One edit the model says it made, for the person to read. */
export interface ModelChange {
  before: string;
  after: string;
  why: string;
}

/** A rewrite as the model answered it, read tolerantly. */
export interface RewriteAnswer {
  rewrite: string;
  changes: ModelChange[];
  /** What the model says it added that the text did not have (it should say nothing). */
  addedClaims: string[];
  /** True when the answer was JSON of our shape; false for a plain-text answer. */
  structured: boolean;
  /** Why the answer cannot be used as it is (unreadable JSON, wrong shape); empty when usable. */
  problems: string[];
}

export const REWRITE_SCHEMA: AnswerSchema = {
  name: 'rewrite',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['rewrite', 'changes', 'added_claims'],
    properties: {
      rewrite: { type: 'string', description: 'The whole rewritten text.' },
      changes: {
        type: 'array',
        maxItems: 8,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['before', 'after', 'why'],
          properties: {
            before: { type: 'string' },
            after: { type: 'string' },
            why: { type: 'string' },
          },
        },
      },
      added_claims: { type: 'array', items: { type: 'string' } },
    },
  },
};

/** The prompt's words for the same shape, for servers that cannot enforce a schema. */
export const REWRITE_ANSWER_INSTRUCTION = [
  'Answer with one JSON object and nothing else:',
  '{"rewrite": "<the whole rewritten text>", "changes": [{"before": "<words of the text>", "after": "<your words>", "why": "<reason, a few words>"}], "added_claims": []}',
  '"changes" lists up to 8 of your main edits. "added_claims" lists every fact, figure, name, date, price, offer, promise, guarantee, deadline or call to action in your rewrite that the text does not contain; it must be empty.',
].join('\n');

const FENCE = /^\s*```[a-z]*\s*\n?([\s\S]*?)\n?\s*```\s*$/i;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function changesOf(value: unknown): ModelChange[] {
  if (!Array.isArray(value)) return [];
  const changes: ModelChange[] = [];
  for (const item of value.slice(0, 8)) {
    if (!item || typeof item !== 'object') continue;
    const { before, after, why } = item as Record<string, unknown>;
    if (typeof before === 'string' && typeof after === 'string')
      changes.push({ before, after, why: typeof why === 'string' ? why : '' });
  }
  return changes;
}

/**
 * The model's answer, JSON or not: a fenced or bare JSON object of our shape is read; an object
 * of another shape, or JSON that does not parse, is a problem to repair; anything else is taken
 * as the plain-text rewrite (many OpenAI-compatible servers ignore `response_format`).
 */
export function parseRewriteAnswer(raw: string): RewriteAnswer {
  let text = raw.trim();
  const fenced = FENCE.exec(text);
  if (fenced) text = fenced[1].trim();
  const plain: RewriteAnswer = {
    rewrite: raw,
    changes: [],
    addedClaims: [],
    structured: false,
    problems: [],
  };
  if (!text.startsWith('{')) return plain;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Text after the object (a note) is tolerated; a broken object is not.
    const end = text.lastIndexOf('}');
    try {
      parsed = end > 0 ? JSON.parse(text.slice(0, end + 1)) : undefined;
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined)
      return {
        ...plain,
        rewrite: '',
        problems: ['its JSON was not valid; answer with one JSON object of the asked shape'],
      };
  }
  const object = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const rewrite = object.rewrite ?? object.rewritten_text ?? object.text;
  if (typeof rewrite !== 'string' || !rewrite.trim())
    return {
      ...plain,
      rewrite: '',
      problems: ['its JSON had no "rewrite" text; put the whole rewritten text in "rewrite"'],
    };
  return {
    rewrite,
    changes: changesOf(object.changes),
    addedClaims: strings(object.added_claims).filter((claim) => claim.trim() !== ''),
    structured: true,
    problems: [],
  };
}

/**
 * The "rewrite" text written so far in a streamed JSON answer (what a draft shows), or the
 * text itself when the answer is not JSON. Undefined until the value has begun.
 */
export function partialRewrite(raw: string): string | undefined {
  const start = raw.trimStart();
  if (!start.startsWith('{') && !start.startsWith('```')) return raw;
  const key = /"rewrite"\s*:\s*"/.exec(raw);
  if (!key) return undefined;
  let out = '';
  for (let index = key.index + key[0].length; index < raw.length; index++) {
    const char = raw[index];
    if (char === '"') return out;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = raw[index + 1];
    if (next === undefined) return out;
    if (next === 'u') {
      const hex = raw.slice(index + 2, index + 6);
      if (hex.length < 4) return out;
      out += String.fromCharCode(parseInt(hex, 16));
      index += 5;
      continue;
    }
    out += next === 'n' ? '\n' : next === 't' ? '\t' : next === 'r' ? '\r' : next;
    index++;
  }
  return out;
}
