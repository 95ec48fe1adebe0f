import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { shortClauses } from './rules/body-rewrites.js';
import { splitSharedSubject } from './rules/body-splits.js';
import { expandContractions } from './rules/contractions.js';
import { willBeDoing } from './rules/general-moves.js';

// Found on the thirteenth held-out set (holdout13) once its figures were committed; rebuilt on
// other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a possessive is never written out, nor "’d" before an adverb and a participle', () => {
  const TEXT =
    'Thank you for everyone’s kind words this week. It was not a fault we’d ever seen before, and the team had it fixed by noon.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/everyone is kind/i);
    expect(out).not.toMatch(/would ever seen/i);
  });

  it('still writes out a contraction that is one', () => {
    expect(expandContractions('Everyone’s going, and they’d already left.')).toBe(
      'Everyone is going, and they had already left.',
    );
    expect(expandContractions('We’d love to come.')).toBe('We would love to come.');
  });
});

describe('a signature in lower-case initials ends the text', () => {
  const TEXT =
    'The booking page was down for about an hour this morning. It is working again now, and no bookings were lost. I offer my apologies for the trouble. -jk';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out.trim()).toMatch(/-jk\.?$/);
  });
});

describe('a gerund that is one of a pair keeps its form', () => {
  const TEXT =
    'It feels like we are going to be planting, and replanting, a lot of beds this spring. The new greenhouse opens on Saturday.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\b(?:will|'ll|’ll) plant, and replanting/);
  });

  it('still makes a single gerund a plain verb', () => {
    expect(willBeDoing('We will be changing the prices next week.')).toBe(
      'We will change the prices next week.',
    );
  });
});

describe('no split hands a verb to the wrong subject or cuts a shared subject or object', () => {
  const TEXT =
    'We added a porch and a garden gate, and I sanded and varnished the old floor in the hall. It was the right corner, and together, Sam and I have built a little reading nook by the window.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/I sanded\.|We varnished/);
    expect(out).not.toMatch(/Sam\.\s+I have/);
  });

  it('still splits two verbs of one subject and two clauses', () => {
    expect(
      splitSharedSubject(
        'We cleaned the whole kitchen last week and painted the walls in the hall.',
      ),
    ).toBe('We cleaned the whole kitchen last week. We painted the walls in the hall.');
    expect(
      shortClauses('We checked every log on the server and we have found the bug in the cache.'),
    ).toBe('We checked every log on the server. We have found the bug in the cache.');
  });
});

describe('"a good handful" is an amount, not a verdict', () => {
  const TEXT =
    'This week we sold a good handful of jars and a good deal of honey at the market. The new labels look good too.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/a good handful/);
    expect(out).toMatch(/a good deal/);
  });
});
