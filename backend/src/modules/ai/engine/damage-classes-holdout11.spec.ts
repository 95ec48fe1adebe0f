import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { contract } from './rules/contractions.js';
import { addressReader, featureToBenefit } from './rules/person.js';
import { splitAtConjunctions } from './rules/split-sentences.js';
import { compilePhraseTable } from './rules/phrase-table.js';
import { fixTypos, removeEmotiveAdverbs, removeIntensifiers } from './rules/word-swaps.js';
import { SpanMasker } from '../guardrails/span-masker.js';

// Found on the eleventh held-out set (holdout11) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a verb after a fronted complement is stressed and never contracted', () => {
  const TEXT =
    'We often think about how lucky we are to work beside such neighbours. Our studio is built around who you are and what you make. And yet here we are in a very different spring, with the doors still open.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/lucky we['’]re|who you['’]re|here we['’]re/i);
  });

  it('still contracts a verb whose complement follows it', () => {
    expect(contract('We are glad you came, and they are ready.')).toBe(
      "We're glad you came, and they're ready.",
    );
    expect(contract('That is what we are building next.')).toBe("That's what we're building next.");
    expect(contract('As you are aware, the hall is open.')).toBe(
      "As you're aware, the hall is open.",
    );
    expect(contract('Tell us where you are in the queue.')).toBe(
      'Tell us where you are in the queue.',
    );
    expect(contract('We are and always will be a family shop.')).toBe(
      'We are and always will be a family shop.',
    );
  });
});

describe('an author’s sentence that goes on from the line before keeps its lower case', () => {
  const TEXT =
    'Good news from the farm stand this week. We wanted to share\nthree new things with you before the frost.\nWe are really excited about the pumpkins.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\nThree new things/);
  });
});

describe('a word the writer set in capitals is never swapped or recased', () => {
  const TEXT =
    'The shop is CLOSED from JANUARY 4 to MARCH 1 while we renovate. Our GREAT BIG SALE is back when we reopen, and it is a really nice one.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toContain('JANUARY 4');
    expect(out).toContain('MARCH 1');
    expect(out).toMatch(/GREAT BIG SALE/);
  });

  it('still writes out a shouted abbreviation and swaps the plain word', () => {
    expect(fixTypos('It opens in january.')).toBe('It opens in January.');
    expect(fixTypos('It opens in JANUARY.')).toBe('It opens in JANUARY.');
    const swap = compilePhraseTable({ nice: 'great', asap: 'as soon as possible' });
    expect(swap('THE NICE LIST is out.')).toBe('THE NICE LIST is out.');
    expect(swap('A nice list is out, send it ASAP.')).toBe(
      'A great list is out, send it as soon as possible.',
    );
  });
});

describe('a degree word coordinated with another is a set phrase', () => {
  const TEXT =
    'The late frost has well and truly ruined the early crop. Honestly, we are really and truly grateful for every order this month.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/well and truly ruined/);
    expect(out).toMatch(/really and truly grateful|really and truly/);
  });

  it('still drops a degree word that stands alone', () => {
    expect(removeIntensifiers('We are incredibly proud of the team.')).toBe(
      'We are proud of the team.',
    );
    expect(removeEmotiveAdverbs('It really helps the team.')).toBe('It helps the team.');
    expect(removeEmotiveAdverbs('It takes a minute and really helps the team.')).toBe(
      'It takes a minute and helps the team.',
    );
  });
});

describe('a phrase set off by commas before a join stays with the clause after it', () => {
  const TEXT =
    'Please bear with us, owing to the storm warning for the whole valley, we have shortened our opening hours this week.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/valley\.\s+We/);
  });

  it('still splits two clauses at a comma splice', () => {
    expect(
      splitAtConjunctions(
        'We moved the market to the church hall last week, it was a great success for everyone.',
        'plain',
      ),
    ).toBe(
      'We moved the market to the church hall last week. It was a great success for everyone.',
    );
  });
});

describe('some of a group, or a place with plans, is never made the reader', () => {
  const TEXT =
    'Most families will not notice the change this winter. The town has plans to build a skate park by the river. Members can now book the hall online.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\byou (?:will not|won['’]t) notice/i);
    expect(out).not.toMatch(/with the town, you/i);
  });

  it('still speaks to the reader about a whole group and a product’s feature', () => {
    expect(addressReader('Members can now book the hall online.')).toBe(
      'You can now book the hall online.',
    );
    expect(addressReader('Many members will not notice the change.')).toBe(
      'Many members will not notice the change.',
    );
    const masker = new SpanMasker();
    expect(featureToBenefit('The app has a dark mode.', masker, new Set())).toMatch(
      /^With the app, you/,
    );
    expect(featureToBenefit('The town has plans to build a park.', masker, new Set())).toBe(
      'The town has plans to build a park.',
    );
  });
});
