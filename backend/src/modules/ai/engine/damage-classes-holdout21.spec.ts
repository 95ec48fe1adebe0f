import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { registerWords } from './rules/body-moves.js';
import { expandContractions } from './rules/contractions.js';
import { removeSofteners } from './rules/hedges.js';

// Found on the twenty-first held-out set (holdout21) once its figures were committed; rebuilt
// on other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('"slightly more … than" measures; it is no hedge', () => {
  const TEXT =
    'Our soap is made in small batches. We add slightly more butter than the recipe needs, so each bar is softer on the skin.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/slightly more butter than/);
  });

  it('still drops a softener before a quantity', () => {
    expect(removeSofteners('It probably needs a bit more testing on mobile.')).toBe(
      'It probably needs more testing on mobile.',
    );
  });
});

describe('disasters that happened are not "setbacks"', () => {
  const TEXT =
    'The fund helps local groups respond to big disasters such as floods and fires. Our disaster relief team was on site within a day.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/setbacks?|serious problems?/);
  });

  it('still softens a disaster that is a verdict', () => {
    expect(registerWords('The launch was a disaster.', 'calm')).toBe('The launch was a setback.');
  });
});

describe('"quite honestly" and "It\'s taken me" keep their words', () => {
  const TEXT =
    'I rebuilt the app from scratch, and quite honestly because I wanted to learn something new. It’s taken me six months to finish this release.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/and quite because|It is taken/);
  });

  it('writes out the perfect as "has"', () => {
    expect(expandContractions('It’s taken me six months.')).toBe('It has taken me six months.');
    expect(expandContractions('It’s located in the old mill.')).toBe(
      'It is located in the old mill.',
    );
  });
});

describe('a signature with a cross stays last, as written', () => {
  const TEXT =
    'Dear friends,\nThank you for the flowers and the kind words after Sunday’s service. It meant a great deal to all of us.\n+Tom Fisher';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/\n\+Tom Fisher$/);
  });
});

describe('no split that leaves "Thus spent…" without a subject', () => {
  const TEXT =
    'Sam and I drove to Denver last week to see my sister. We left just after the hailstorm and shortly before the floods, and thus spent a good deal of time on the phone at the motel checking on neighbours back home.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/\.\s+Thus spent/);
  });
});

describe('"Update from our partner:" is a label, not a command', () => {
  const TEXT =
    'Update from our hosting partner: the mail servers are back up and all queued mail has now been delivered.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/^Update from our hosting partner:/);
  });
});

// Grade-2 classes on the way: an offer to ask is no favour; "nice and neat" is a set phrase.
describe('"Questions? Please ask!" and "nice and neat" stay as written', () => {
  const TEXT =
    'Every order ships in a gift box and is kept nice and neat with tissue paper. Questions? Please ask!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/(?:Could|Would|Can) you (?:please )?ask|great and neat/i);
  });
});
