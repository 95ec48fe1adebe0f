import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the forty-third and forty-fourth held-out sets (holdout43, holdout44), read as they
// came out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe("what an agreement between others includes is no gain of the reader's", () => {
  const TEXT =
    'The parish council has signed a new lease for the old phone box with the phone company. This agreement includes the company continuing to pay for the light inside the box and the council maintaining the fabric.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/you get the company/i);
  });
});

describe('"It has…" with a second verb keeps its subject', () => {
  const TEXT =
    'The village defibrillator is back on the wall of the hall after its yearly service. It has new batteries and pads and is in full working order. Thank you to the volunteers who check it each week.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/You get new batteries/);
  });
});

describe('a word with "of" after it is a noun; an apposition after "but" has no verb', () => {
  const TEXT =
    'From May we will add a fuel charge of $4 to each collection. This was a difficult decision, but one we had to make if we are to keep the trucks running. We appreciate your understanding and support of our small business.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/We support of/);
    expect(out).not.toMatch(/decision\. (?:But|However,) one/);
  });
});

describe("still: a service contract the reader buys is the reader's gain", () => {
  it('persuasive at 8', () => {
    expect(
      rewrite(
        'We keep gardens tidy all season. Our basic contract includes weekly mowing and trimming from May to October.',
        'persuasive',
        8,
      ),
    ).toMatch(/With our basic contract, you get weekly mowing/);
  });
});
