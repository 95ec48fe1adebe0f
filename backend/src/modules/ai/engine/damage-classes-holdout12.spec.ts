import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { compilePhraseTable } from './rules/phrase-table.js';
import { splitAtConjunctions } from './rules/split-sentences.js';

// Found on the twelfth held-out set (holdout12) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('no split leaves a piece that is no clause, or a relative clause, on its own', () => {
  const TEXT = [
    'I am sorry for the short notice, but the courier has doubled its prices, so as of this morning (03/01/2024), I have raised the rates for every overseas parcel.',
    'The league will most likely run in a shorter window, and because of that, coupled with the cost of the lockdown in our town, we have decided to cut the fee to £10.',
    'You want the day to be perfect, and that includes the flowers too – which in the end will be the thing your guests remember – so choose a florist early.',
  ].join('\n\n');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\(03\/01\/2024\)\.\s/);
    expect(out).not.toMatch(/in our town\.\s/);
    expect(out).not.toMatch(/[.!?]\s+Which in the end/);
  });

  it('still splits two main clauses', () => {
    expect(
      splitAtConjunctions(
        'On Monday, we moved the whole market indoors, and it was a great success for everyone.',
        'plain',
      ),
    ).toBe('On Monday, we moved the whole market indoors. It was a great success for everyone.');
  });
});

describe('a line that goes on from the writer’s line break gets no connector', () => {
  const TEXT =
    'Join us for the harvest fair on the green, and let us have a happy afternoon.  Jars are being\ncollected from neighbours for the jam stall, apples and/or\npears for the cider press, and cakes for the hungry\nvolunteers.  A rota in the village hall for some of these\njobs will be available.\n\nThe choir has made a lovely effort with new songs for\nthe fair.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\n(?:Plus|Also|And|What's more),/);
  });
});

describe('"please consider" keeps its verb', () => {
  const TEXT =
    'The outage is over and mail is flowing again. Please consider this notice the last update on the incident.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Please this notice/);
  });
});

describe('a word before "enough", or a jab at others, is not made stronger', () => {
  const TEXT =
    'Our prints are not for everyone. Good enough for me is not good enough for my clients. Some studios are super cheap, and it shows.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/(?:excellent|great) enough/i);
    expect(out).not.toMatch(/super affordable/i);
  });

  it('still swaps the plain word', () => {
    const swap = compilePhraseTable({
      good: 'excellent',
      cheap: 'affordable',
      'super cheap': 'super cheap',
    });
    expect(swap('Good lamps at cheap prices.')).toBe('Excellent lamps at affordable prices.');
    expect(swap('Good enough lamps, super cheap.')).toBe('Good enough lamps, super cheap.');
  });
});
