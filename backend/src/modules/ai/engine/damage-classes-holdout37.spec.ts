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
