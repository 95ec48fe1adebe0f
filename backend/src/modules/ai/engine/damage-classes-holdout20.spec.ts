import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { expandContractions } from './rules/contractions.js';
import { removeSofteners } from './rules/hedges.js';

// Found on the twentieth held-out set (holdout20) once its figures were committed; rebuilt on
// other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('"fairly traded" says how, not how sure', () => {
  const TEXT =
    'Our teas cost more this spring. As a small specialty tea buyer of fairly traded and organic teas, we have always paid growers well.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/fairly traded/);
  });

  it('still drops a degree that softens a claim', () => {
    expect(removeSofteners('Setup is fairly simple.')).toBe('Setup is simple.');
  });
});

describe('"easily" before a comparison and "easy to overlook" keep their sense', () => {
  const TEXT =
    'Easily more than 400 people came to the fair on Saturday. It is easy to put off sorting your receipts, so our app does it for you. The app is easy to set up.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Effortlessly more|effortless to put off/i);
  });

  it('still makes "easy to set up" effortless in persuasive copy', () => {
    expect(rewrite(TEXT, 'persuasive', 8)).toMatch(/effortless to set up/);
  });
});

describe('"give you" before a clause tells; no other verb takes its place', () => {
  const TEXT =
    'The festival was a blur. To give you how it went for me: two stages, three talks and one very long queue for coffee.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /(?:deliver|provide|bring you|brings you|delivers|provides) how it went/,
    );
  });
});

describe('"That\'s never happened" is not expanded to "That is never happened"', () => {
  const TEXT =
    'The whole hall sang along to the last song. That’s never happened before at one of our concerts, and it’s already become a story we tell.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/is never happened|is already become/);
  });

  it('still expands where "is" is the verb', () => {
    expect(expandContractions('That’s never easy.')).toBe('That is never easy.');
  });
});

describe('a sentence a join took is never lost', () => {
  const TEXT =
    'It is hard to believe that winter is already here. This year seems to be just racing by! And as you know, that means the lights go up on the square on Friday.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/racing by/);
  });
});

// A grade-2 class: a heads-up in the imperative softened into a favour.
describe('"Keep in mind…" tells; it is no request to soften', () => {
  const TEXT =
    'To swap an item, open your order and choose Exchange. Keep in mind there are two kinds of exchanges, and only one of them is free.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/(?:Could|Would|Can) you keep in mind/i);
  });
});
