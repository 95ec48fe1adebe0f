import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { AUTHOR_DEADLINE } from './frame/asks.js';

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

// A notice read as a product page (one "It has", an app named) got the persuasive sales call
// "Take the first step today.": its "today" reports the day the unit came back, no deadline.
describe('a report of the day sets no deadline for a pressing call', () => {
  const TEXT =
    'The footbridge lights have been switched back on by the river today. It has new bulbs and a timer and is in good working order.\n\nSome residents asked why the lights were off last month. The bulbs last about five years, so they had not been changed until this year. The good news is that the bridge is now listed in the Town Walks app.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/Town Walks app[.!]$/);
  });
});

describe("still: the author's own time limit lets a call press", () => {
  it.each([
    'Call today for a free quote.',
    'Download it today and plan your first walk.',
    'All walking boots are 35% off today.',
    'The launch price ends today.',
    'Tickets are on sale until 30 June.',
    'Entries close on Friday.',
  ])('%s', (text) => {
    expect(AUTHOR_DEADLINE.test(text)).toBe(true);
  });
  it.each([
    'The lights were switched back on today.',
    'There are many boots on the market today.',
    'The bulbs had not been changed until this year.',
  ])('not: %s', (text) => {
    expect(AUTHOR_DEADLINE.test(text)).toBe(false);
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
