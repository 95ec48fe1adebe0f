import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the sixty-third held-out set and after (holdout63–), read as they came out, and the
// grade-2 families read against all their uses in the corpus; rebuilt on other words, so the
// classes are held, not the texts.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

// Grade 2 in 6 of 23 questions offers the tone frame closed a letter with: a priest's, a club
// president's and a gala's thank-you ("…who braved the elements. Just shout if you have any
// questions!"), where nothing was told to ask about.
describe('no offer to answer questions under a letter whose business is thanks', () => {
  const TEXT =
    'Dear Members,\n\nThank you all for a wonderful summer fair. We are grateful to everyone who baked, sold raffle tickets and stacked chairs at the end of the day. It was a joy to see the hall so full.\n\nWith warm wishes,\nAnne';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/any questions|anything['’]s unclear/);
  });
});
