import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { shortClauses } from './rules/body-rewrites.js';
import { splitAtConjunctions } from './rules/split-sentences.js';
import { removeIntensifiers } from './rules/word-swaps.js';

// Found on the fifteenth held-out set (holdout15) once its figures were committed; rebuilt on
// other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a degree or a verdict under a negation is never dropped or raised', () => {
  const TEXT =
    'There is no completely reliable way to tell how many visitors will come to the fair. We don’t have a good way to keep the paths dry either, so bring boots.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/no completely reliable way/);
    expect(out).not.toMatch(/(?:an excellent|a great) way to keep/);
  });

  it('still drops an intensifier no negation governs', () => {
    expect(removeIntensifiers('The new trail is extremely dry.')).toBe('The new trail is dry.');
  });
});

describe('no split leaves a phrase that opens the next clause behind', () => {
  const TEXT =
    'Good service is something our whole team cares about and, as a result, we are currently reviewing every step of our returns process to make it faster for you.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/as a result\./i);
  });

  it('still splits two full clauses', () => {
    expect(
      splitAtConjunctions(
        'Our whole team reviewed every step of the process, and we are making the returns faster for everyone.',
        'plain',
      ),
    ).toBe(
      'Our whole team reviewed every step of the process. We are making the returns faster for everyone.',
    );
  });
});

describe('no split cuts a subject in two after "so"', () => {
  const TEXT =
    'Nobody else can make it into the shop this morning so Sam and I will be packing the orders ourselves, meaning we will not answer the phone until noon.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/so Sam\./);
  });

  it('still splits after a clause of its own', () => {
    expect(
      shortClauses('We have packed every order and we are driving them to the post office.'),
    ).toBe('We have packed every order. We are driving them to the post office.');
  });
});

describe('a meeting line goes only under the paragraph about the meeting', () => {
  const TEXT =
    'Hi all!\n\nOur Annual Meeting is on March 4 at the library. Please bring a dish to share and your ideas for the year.\n\nWe will also have a seed swap on May 20 and 21, a good way to learn about heirloom tomatoes and what makes a great one.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(
      /have everything ready|Coming prepared|Preparing in advance|With everyone prepared/,
    );
  });
});

describe('a time phrase that opens a clause is no request to hurry', () => {
  const TEXT =
    'Our booking tool gives you a full view of your diary, so you can decide when you can take on your next client. Reply when you have time.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/decide (?:right away|today|as soon as possible) take/);
  });
});

describe('"cheap" said of what is gone is no price', () => {
  const TEXT =
    'The old bar has had a makeover. Gone are the plastic cups and cheap wine, and in their place is a wall of local beers on tap.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/affordable wine/);
  });
});

describe('no cheer on a closure, no label on a sentence that goes on, a problem stays fixed', () => {
  const TEXT =
    'The ice has not melted, so the farm is closed today and we won’t be able to show you the goats. Our tours on 3 May will run as planned. And a reminder that the gate code changes on 4 May. The website will be down until the problem has been corrected.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/goats!/);
    expect(out).not.toMatch(/Important: and/i);
    expect(out).not.toMatch(/challenge has been corrected/);
  });
});
