/**
 * What no route can accept in a parsed body or query, checked in one linear walk before any
 * transformation: class-transformer's handling of an object's keys is quadratic (80,000 keys
 * took 5.8 s), so the shape is bounded here, where it costs one pass over what JSON.parse made.
 */
export interface ShapeLimits {
  /** Nesting of objects and lists. */
  maxDepth: number;
  /** Fields of one object. */
  maxKeysPerObject: number;
  /** Items of one list. */
  maxArrayItems: number;
  /** Fields and list items of the whole body, all levels together. */
  maxTotalValues: number;
  /** Characters of a field name. */
  maxKeyChars: number;
  /** Characters of one text value (a route's own limit is usually far lower). */
  maxStringChars: number;
}

export const DEFAULT_SHAPE_LIMITS: ShapeLimits = {
  maxDepth: 32,
  maxKeysPerObject: 200,
  maxArrayItems: 1_000,
  maxTotalValues: 5_000,
  maxKeyChars: 200,
  maxStringChars: 100_000,
};

/** Text values may be twice the longest enhancement input (a project stores input and output). */
export function shapeLimitsFor(maxInputChars: number): ShapeLimits {
  return {
    ...DEFAULT_SHAPE_LIMITS,
    maxStringChars: Math.max(DEFAULT_SHAPE_LIMITS.maxStringChars, 2 * maxInputChars),
  };
}

export interface BodyProblem {
  status: 400 | 413;
  detail: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const NUL_IN_BODY =
  'The request contains a NUL character (\\u0000), which cannot be stored. Remove it and try again.';
export const LONE_SURROGATE_IN_BODY =
  'The request contains an unpaired UTF-16 surrogate (\\uD800-\\uDFFF), which is not valid text. Remove it and try again.';

const fmt = (count: number) => count.toLocaleString('en-US');
const tooLarge = (detail: string): BodyProblem => ({ status: 413, detail });
const invalid = (detail: string): BodyProblem => ({ status: 400, detail });

function textProblem(text: string, limit: number, what: string): BodyProblem | null {
  if (text.length > limit) {
    return tooLarge(`The request has a ${what} longer than ${fmt(limit)} characters.`);
  }
  if (text.includes('\u0000')) return invalid(NUL_IN_BODY);
  if (LONE_SURROGATE.test(text)) return invalid(LONE_SURROGATE_IN_BODY);
  return null;
}

/**
 * The first thing wrong with the shape of `value`: too deep, too many fields in an object or in
 * all, too long a list, name or text (413 but depth, 400 as before), a NUL or an unpaired UTF-16
 * surrogate, or a prototype key (400). Each object's size is checked before its children are
 * looked at, and the walk stops at the first problem, so its work is bounded by the limits, never
 * by what was sent. Without recursion, so hostile nesting cannot blow the stack.
 */
export function bodyShapeProblem(
  value: unknown,
  limits: ShapeLimits = DEFAULT_SHAPE_LIMITS,
): BodyProblem | null {
  const stack: [unknown, number][] = [[value, 1]];
  let total = 0;
  while (stack.length > 0) {
    const [current, level] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current, limits.maxStringChars, 'text');
      if (problem) return problem;
      continue;
    }
    // Raw bodies (signed webhooks) are bytes, checked by their own route.
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (level > limits.maxDepth) {
      return invalid(`The JSON body is nested too deeply (more than ${limits.maxDepth} levels).`);
    }
    if (Array.isArray(current)) {
      if (current.length > limits.maxArrayItems) {
        return tooLarge(
          `The request has a list with more than ${fmt(limits.maxArrayItems)} items.`,
        );
      }
      total += current.length;
      if (total > limits.maxTotalValues) return tooManyValues(limits);
      for (const item of current) stack.push([item, level + 1]);
      continue;
    }
    const keys = Object.keys(current);
    if (keys.length > limits.maxKeysPerObject) {
      return tooLarge(
        `The request has an object with more than ${fmt(limits.maxKeysPerObject)} fields.`,
      );
    }
    total += keys.length;
    if (total > limits.maxTotalValues) return tooManyValues(limits);
    for (const key of keys) {
      // Never a field of ours, and a prototype-pollution gadget: refused like any unknown key.
      if (FORBIDDEN_KEYS.has(key)) return invalid(`Unknown field '${key}'`);
      const problem = textProblem(key, limits.maxKeyChars, 'field name');
      if (problem) return problem;
      stack.push([(current as Record<string, unknown>)[key], level + 1]);
    }
  }
  return null;
}

const tooManyValues = (limits: ShapeLimits) =>
  tooLarge(`The request has more than ${fmt(limits.maxTotalValues)} fields and list items in all.`);
