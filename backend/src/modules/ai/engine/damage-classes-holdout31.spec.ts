import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { removeSofteners } from './rules/hedges.js';
import { splitAtConjunctions } from './rules/split-sentences.js';

// Found on the thirty-first and thirty-second held-out sets (holdout31, holdout32), and on
// holdout30's water notice, read as they came out; rebuilt on other words, so the classes are
// held, not the texts. Each runs through the whole engine in every tone at a low, a high and the
// top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a bold label run into its sentence stays a label', () => {
  const TEXT =
    'The gas main on Elm Road has been repaired. Thank you\n\n**Update** Because of the size of the leak it may take a few more hours for the smell to clear. Crews will stay on site tonight.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/Update: Because of the size/);
    expect(out).not.toMatch(/update Because/i);
  });
});

describe('"a little" before a noun after a preposition is no degree to drop', () => {
  const TEXT =
    "Also, we're going to let you in on a little secret about the spring menu. With a little help from our neighbours, the garden is ready.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/on secret/);
    expect(out).not.toMatch(/With help from/i);
  });

  it('still drops "a little" as a degree', () => {
    expect(removeSofteners('The bus is a little late today.')).toBe('The bus is late today.');
  });
});

describe('no "Could you…?" around a second, negative command', () => {
  const TEXT =
    'Once a booking is paid, we can’t change it. If you prefer, we can still cancel it at no cost. Send us a note as soon as you can with your request and don’t forget to include the booking number! Refunds take five days.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/\byou\b[^.!?]*don['’]t forget[^.!]*\?/);
  });
});

describe('no split before a list item or after a participle phrase', () => {
  const TEXT =
    'We hope to learn a lot about new cheese styles and trends, and ways we can make our counter even more fun and welcoming for you. Judging by the feedback at the last two tastings, there is no doubt that the blue cheese was a big hit with everyone who came along.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/trends\. Ways/);
    expect(out).not.toMatch(/tastings\. There is/);
  });

  it('still splits two full clauses', () => {
    expect(
      splitAtConjunctions(
        'We tested every batch of the new cheddar this spring, and we are proud of how it turned out.',
        'plain',
      ),
    ).toBe(
      'We tested every batch of the new cheddar this spring. We are proud of how it turned out.',
    );
  });
});

describe('no "will" on the first of a list of gerunds, no benefit frame on a perfect', () => {
  const TEXT =
    'We will be visiting farms, meeting with local growers, and tasting the new harvest next month. The past two winters have changed every part of how we run the shop, including our opening hours.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/will visit farms, meeting/);
    expect(out).not.toMatch(/you get changed/);
  });
});

describe('no second predicate read in a list of nouns, no word swapped into its own list', () => {
  const TEXT =
    'The choir sings a broad mix of music, including hymns, folk, songs from films and arrangements from the stage. To see how calm, happy, angry, anxious, worried or hopeful a town is, read its letters page.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/from films\. (?:It|They) arrangements/);
    expect(out).not.toMatch(/\b(\w+), \1\b/);
  });
});
