import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { contractSpoken } from './rules/contractions.js';

// Found on the twenty-fourth held-out set (holdout24), read as it came out on the engine this
// session ended with; rebuilt on other words, so the classes are held, not the texts. Each runs
// through the whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('step labels "a." … "e." keep their case', () => {
  const TEXT =
    'To return an item:\na. Sign in and open Orders\nb. Pick the item you want to send back\nc. Print the label.\nd. Choose a drop-off point\ne. Hand it in. Plans may change, and you may need to contact us.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/\na\. /);
    expect(out).toMatch(/\nd\. /);
    expect(out).not.toMatch(/Plans should change/);
  });
});

describe('no swap that doubles a coordinated word, splits a slash compound or counts a quantity', () => {
  const TEXT =
    'This award honours the hard work and dedication of our volunteers. The new version adds send/receive support for files. It took us a good couple of months to get here, and we are proud of the company it is today.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /dedication and dedication|send\/get|an? (?:excellent|great) couple|it['’]s today/,
    );
  });

  it('still contracts "it is" before what it says', () => {
    expect(contractSpoken('It is today that counts.')).toBe("It's today that counts.");
  });
});

describe("a show's audience is no benefit to the reader", () => {
  const TEXT =
    'I produce a morning radio show in Ohio. Our show has a listening audience of 1.2 million people. I would love the chance to connect.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/you get a listening audience/);
  });
});
