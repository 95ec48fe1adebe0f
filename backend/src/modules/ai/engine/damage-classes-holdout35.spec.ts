import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { changesPrice } from './frame/asks.js';

// Found on the thirty-fifth and thirty-sixth held-out sets (holdout35, holdout36), read as they
// came out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('what a library provides for its patrons is no gain of the reader', () => {
  const TEXT =
    'The Millbrook Library opened in 1982 and serves three villages. It provides books, films and games for patrons of all ages in a friendly setting.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/You (?:now )?get books, films/);
  });
});

describe('no call to act under a price that has gone up', () => {
  const TEXT =
    'Today is less of a tip and more of an update on what many of you have noticed. Over the past year, the price of cocoa has gone up. Not just a little - but over 60% in one year! Two of the largest growing regions had droughts, which reduced supply and, as we all remember from school, if demand does not slow down, prices will inevitably go up.\n\nFor example, a year ago we would buy a pallet of raw cocoa every week. We were paying about $3,100 on average for the pallet. We have a pallet of the same mix coming today that cost us over $5,400!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/\$5,400[.!]$/);
  });

  it('reads a price that has gone up as a price change', () => {
    expect(changesPrice('The price of cocoa has gone up by more than half.')).toBe(true);
    expect(changesPrice('Prices will inevitably go up.')).toBe(true);
    expect(changesPrice('Our new cocoa is rich and smooth.')).toBe(false);
  });
});

describe('a filler that is one of a pair of manners stays', () => {
  const TEXT =
    'Because we charge by the job, we can focus on getting your roof repaired honestly and carefully, the first time.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/repaired and carefully/);
  });
});

describe('no split after "Assuming that…", no "get" without its object', () => {
  const TEXT =
    'Assuming that this letter reaches you on time, we are pleased to announce that the spring wines are ready. Please call ahead to make sure the cellar is open to receive. You will receive an email when your case ships.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/on time\. We are/);
    expect(out).not.toMatch(/open to get\b/);
  });
});
