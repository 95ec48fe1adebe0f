import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { splitAtConjunctions } from './rules/split-sentences.js';

// Found on the twenty-second held-out set (holdout22) once its figures were committed; rebuilt
// on other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a capital initial the writer goes on after in lower case', () => {
  const TEXT =
    'Our herb garden grows three kinds of mint: M. spicata, M. piperita, and M. suaveolens. Each one brings a different flavour to the tea.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/M\. spicata, M\. piperita, and M\. suaveolens/);
  });
});

describe('no split after a purpose phrase behind a connector, nor at the first of two dashes', () => {
  const TEXT =
    'The upgrade took most of the night. Then, to make sure we still support the older phones, we will ship a second build next week. Roasting coffee is a very delicate process — more art than science — which means the smallest slip can spoil a whole batch.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/older phones\.\s|process\.\s+More art/);
  });

  it('still splits two full clauses at a dash', () => {
    expect(
      splitAtConjunctions(
        'The first batch sold out in a day — we are roasting another one this week.',
        'plain',
      ),
    ).toBe('The first batch sold out in a day. We are roasting another one this week.');
  });
});

describe('"quite literally" keeps its adverb', () => {
  const TEXT =
    'Thank you to every volunteer this season. We quite literally could not have opened the pantry without you.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/quite (?:could|would)/);
  });
});

// Grade-2 classes read on holdout22 and before.
describe('no sales "just" outside copy that sells what is priced', () => {
  const TEXT =
    'From 1 May our plans change: for example, a monthly plan goes from €5 for one month of access to €7. The 5K run on Saturday costs $30 if you sign up before Friday.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/just [€$]/);
  });
});

describe('"easy to" what the reader would not want, and "the thank you", stay', () => {
  const TEXT =
    'It is so easy to drive to one of the big chain stores instead of shopping here. A big thank you to everyone who came, and the thank you is as heartfelt as ever. Our app is easy to set up.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /effortless to drive|big thanks to|the thanks is/i,
    );
  });

  it('still makes "easy to set up" effortless in persuasive copy', () => {
    expect(rewrite(TEXT, 'persuasive', 8)).toMatch(/effortless to set up/);
  });
});
