import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { contractSpoken } from './rules/contractions.js';

// Found on the twenty-ninth and thirtieth held-out sets (holdout29, holdout30), read as they came
// out; rebuilt on other words, so the classes are held, not the texts. Each runs through the whole
// engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('"have" before a pair of adjectives is no perfect to contract', () => {
  const TEXT =
    'Our candles are poured by hand in small batches. We have scented and unscented. Each one burns for about 40 hours.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/We['’]ve scented/);
  });

  it('still contracts a perfect', () => {
    expect(contractSpoken('We have tested the new wax.')).toBe("We've tested the new wax.");
  });
});

describe('no "Your" on a verb and its object, no frame over a second verb, no split before "rather"', () => {
  const TEXT =
    'Contact us now to book your spring aeration! Our recycled canvas has the same rugged look and feel of waxed cotton, but is fully vegan. The panel does not score a cider by its style, but rather judges each cider on its own merits in the glass.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Your contact us/);
    expect(out).not.toMatch(/you get the same rugged look/);
    expect(out).not.toMatch(/by its style\. But rather/);
  });
});

describe('a sentence start after an abbreviation keeps its capital when a word is swapped', () => {
  const TEXT =
    'The gala is held at 200 S. Main St. Roughly 80 tickets remain, and the doors open at 6 pm.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/St\. approximately/);
  });
});
