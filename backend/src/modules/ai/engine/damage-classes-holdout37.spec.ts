import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the thirty-seventh and thirty-eighth held-out sets (holdout37, holdout38), read as they
// came out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a guess about what the reader has stays a guess', () => {
  const TEXT =
    'The summer bulletin needs your stories. Perhaps you have a memory of the old mill or of a neighbour everyone knew; maybe a favourite recipe.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/Perhaps you have a memory/);
  });
});

describe('"doing so" keeps its "so"; a noun with a long relative clause is no sentence', () => {
  const TEXT =
    'We regret raising our prices, and we are only doing so because of the weaker pound. The cause was simple to find; a change shipped in the morning release which did not fail any of our checks.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/doing (?:because|due)/);
    expect(out).not.toMatch(/to find\. A change shipped/);
  });
});

// Left when the sets were first fixed, fixed after: what "It" stands for, and a cause inferred.
describe('what a project includes is no gain of the reader, however "It" opens', () => {
  const TEXT =
    'The parish trust has been awarded a grant of $2,400 for its chapel. The project starts in March, with completion due in the autumn. It includes new lead flashing for the roof and a humidity monitor for the vestry.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/You get new lead flashing/);
  });
});

describe('a cause the writer has inferred keeps its "It appears that"', () => {
  const TEXT =
    'Our phones were down for most of Tuesday, and we thank everyone for their patience. It appears that the fault was caused by contractors digging through a cable on the high street. The lines are working again.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/appears that the fault was caused/i);
  });
});

describe('still: a product page\'s "It has…" is the reader\'s gain; "I think" goes', () => {
  it('persuasive at 8', () => {
    expect(
      rewrite(
        'Our new walking pack is made of waxed canvas. It has a rain cover and two side pockets.',
        'persuasive',
        8,
      ),
    ).toMatch(/You get a rain cover/);
  });
  it('confident at 8', () => {
    expect(
      rewrite('I think we should move the review to Thursday at 3 pm.', 'confident', 8),
    ).toMatch(/^We should move/);
  });
});
