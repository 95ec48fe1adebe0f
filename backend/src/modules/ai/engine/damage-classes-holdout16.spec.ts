import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { SpanMasker } from '../guardrails/span-masker.js';
import { registerWords } from './rules/body-moves.js';
import { featureToBenefit } from './rules/person.js';

// Found on the sixteenth held-out set (holdout16) once its figures were committed; rebuilt on
// other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('the benefit frame takes only a whole subject and a noun object', () => {
  const TEXT =
    'When will the shop reopen?\nThe best guess I have is late on Tuesday, March 3.\n\nThe new range boasts numerous clever features such as a folding handle, something hard to find but useful in small kitchens.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/With the best guess|With the new range boasts/i);
  });

  it('still turns a product and what it has into what the reader gets', () => {
    expect(
      featureToBenefit('The new range has a folding handle.', new SpanMasker(), new Set()),
    ).toBe('With the new range, you get a folding handle.');
  });
});

describe('"carry out" after "for" is take-away food', () => {
  const TEXT =
    'Our kitchen reopens on Friday. Meals will be available for carry out from 11 a.m., and we will carry out a full clean on Monday.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/for conduct/);
  });

  it('still says the verb in one word', () => {
    expect(registerWords('We will carry out a full clean on Monday.', 'professional')).toBe(
      'We will conduct a full clean on Monday.',
    );
  });
});

describe('no "just" before a price that changes', () => {
  const TEXT =
    'The board approved a new rate from March 1. The monthly fee stays the same. The cost of a visit will increase from $12.00 per hour to $12.50 per hour for all members.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/just \$12/);
  });
});

describe('no stock acknowledgement where the writer already met the feeling', () => {
  const TEXT =
    'Our helpline is staffed every day to respond to power outages. The team’s top priority is to assign crews and coordinate outage restoration efforts as safely as possible. When time allows, staff also answer the outage line.\n\nWe know that being without power is inconvenient and frustrating. However, please keep the line free for emergencies once your outage shows on the map.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(
      /makes things harder for you|how frustrating that must be|has not been easy|how much this matters/,
    );
  });
});

describe('nothing to look at under notes about a version not out yet', () => {
  const TEXT =
    'Just a note about the version number, which can be confusing:\n   The next public version after 2.3.9 is 3.0.0.\n\nSome of you who followed development will know about version 2.4.2, which was the version in development for some time.\nBut the changes from 2.3.9 are so many that the next version needs a new major version number.\n\nMost dependencies on outside libraries, like the old chart editor and the PDF exporter, have been removed.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Take a look whenever/);
  });
});
