import { alignTokens, alignWork } from '../engine/verify/tokens.js';
import { KIND_OF } from '../engine/rules/hedges.js';
import { CODE as VERIFY_CODE } from '../engine/verify/verify-sentence.js';
import { CODE } from '../guardrails/code-spans.js';
import { SPAN_PATTERNS } from '../guardrails/span-patterns.js';
import { APOSTROPHE_END } from './quality/fluency.js';

/**
 * Positions of `text` from which `pattern` can start a match. A pattern that may start anywhere
 * inside a long run scans the rest of the run from each of them: its cost is the run's length
 * squared. Each pattern here may start only where its run starts, so the count stays the same
 * however long the run is (the work unit the tests count, instead of timing the machine).
 */
function matchStarts(pattern: RegExp, text: string): number {
  const sticky = new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y');
  let starts = 0;
  for (let index = 0; index < text.length; index++) {
    sticky.lastIndex = index;
    if (sticky.test(text)) starts++;
  }
  return starts;
}

const URL_PATTERN = SPAN_PATTERNS.filter((span) => span.kind === 'url')[1].pattern;
const MONEY_PATTERN = SPAN_PATTERNS.find((span) => span.kind === 'money')!.pattern;

// [name, pattern, a run of n characters that a match could start anywhere inside, before the fix]
const RUNS: [string, RegExp, (n: number) => string][] = [
  ['a plural possessive (fluency)', APOSTROPHE_END, (n) => `${'a'.repeat(n)}' next`],
  ['a call in code (guardrail)', CODE, (n) => `${'a'.repeat(n)}()`],
  ['a member path in code (guardrail)', CODE, (n) => `${'a.'.repeat(n)}b()`],
  ['a host name (protected span)', URL_PATTERN, (n) => `${'a.'.repeat(n)}com`],
  ['a host name with hyphens (protected span)', URL_PATTERN, (n) => `${'a-'.repeat(n)}a.com`],
  ['an amount in words (protected span)', MONEY_PATTERN, (n) => `${'1,'.repeat(n)}1 USD`],
  ['"kind of" after a word (hedges)', KIND_OF, (n) => `${"a'".repeat(n)}a kind of good`],
  ['a call in code (verifier)', VERIFY_CODE, (n) => `${'a'.repeat(n)}()`],
  ['a member path in code (verifier)', VERIFY_CODE, (n) => `${'a.'.repeat(n)}b`],
];

describe('text algorithms on adversarial inputs', () => {
  it.each(RUNS)('%s starts once per run, at n and at 10n', (_name, pattern, run) => {
    expect(matchStarts(pattern, run(200))).toBe(1);
    expect(matchStarts(pattern, run(2_000))).toBe(1);
  });

  it('should still find the matches it found before', () => {
    expect("the children' corner".match(APOSTROPHE_END)).toEqual(["children'"]);
    expect('call client.fetchOrders() and fetchAll()'.match(CODE)).toEqual([
      'client.fetchOrders()',
      'fetchAll()',
    ]);
    expect('see docs.example.com or -foo.io'.match(URL_PATTERN)).toEqual([
      'docs.example.com',
      'foo.io',
    ]);
    expect('paid 1,200 USD, then 3 dollars'.match(MONEY_PATTERN)).toEqual([
      '1,200 USD',
      '3 dollars',
    ]);
    expect('It is kind of a big deal'.replace(KIND_OF, '$1')).toBe('It is a big deal');
    expect("'tis kind of odd".replace(KIND_OF, '$1')).toBe("'tis odd");
    expect('set config.timeout and await()'.match(VERIFY_CODE)).toEqual([
      'config.timeout',
      'await()',
    ]);
  });

  it('aligns n and 10n changed words with linear table work', () => {
    const words = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, index) => `${prefix}${index % 97}`);
    const cellsFor = (n: number) => {
      const before = alignWork.cells;
      alignTokens(words(n, 'x'), words(n, 'y'));
      return alignWork.cells - before;
    };
    const small = cellsFor(1_000);
    const large = cellsFor(10_000);
    expect(large / small).toBeLessThanOrEqual(11);
    expect(large).toBeLessThan(10_000 * 600);
  });

  it('aligns a long unchanged start and end without a table', () => {
    const text = Array.from({ length: 20_000 }, () => 'a');
    const before = alignWork.cells;
    const edits = alignTokens(text, [...text.slice(0, 10_000), 'b', ...text.slice(10_000)]);
    expect(alignWork.cells - before).toBeLessThanOrEqual(2);
    expect(edits.filter((edit) => edit.kind === 'same')).toHaveLength(20_000);
  });

  it('keeps the exact alignment of a short sentence', () => {
    const edits = alignTokens(
      ['We', 'are', 'kind', 'of', 'ready', '.'],
      ['We', 'are', 'ready', 'now', '.'],
    );
    expect(edits).toEqual([
      { kind: 'same', before: 0, after: 0 },
      { kind: 'same', before: 1, after: 1 },
      { kind: 'swap', before: [2, 3], after: [] },
      { kind: 'same', before: 4, after: 2 },
      { kind: 'swap', before: [], after: [3] },
      { kind: 'same', before: 5, after: 4 },
    ]);
  });
});
