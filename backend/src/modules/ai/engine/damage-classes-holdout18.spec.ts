import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { contractSpoken, expandContractions } from './rules/contractions.js';
import { removeSofteners } from './rules/hedges.js';
import { sharpenRequest } from './rules/requests.js';
import { splitAtConjunctions } from './rules/split-sentences.js';

// Found on the eighteenth held-out set (holdout18) once its figures were committed; rebuilt on
// other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a "!" the writer goes on after in lower case is inside the sentence', () => {
  const TEXT =
    'The summer fair is on the third Saturday in June. We look forward to the brass band, a puppet show for children of all ages! and lots of games and stalls on the green, as well as teas under the oak tree.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/ages[!.] And lots/);
  });
});

describe('no contraction of a pronoun after "of", no expanded inverted question', () => {
  const TEXT =
    'Many of you have asked about the new classes. Aren’t you tired of waiting for the right time? Some of us have already signed up.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/of you['’]ve|of us['’]ve|Are not you/);
  });

  it('still contracts and expands where the words belong together', () => {
    expect(contractSpoken('We have asked about the classes.')).toBe(
      'We’ve asked about the classes.'.replace('’', "'"),
    );
    expect(expandContractions('We aren’t ready yet.')).toBe('We are not ready yet.');
  });
});

describe('a question about what the reader is able to do is no request', () => {
  const TEXT =
    'Do you want to try again? Can you save your business alone? In some cases I believe you can, and I have seen it happen.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Please save your business/);
  });

  it('still sharpens a request', () => {
    expect(sharpenRequest('Can you send the figures?', true, false)).toBe(
      'Please send the figures.',
    );
  });
});

describe('no split of a second condition or of a phrase and its apposition', () => {
  const TEXT =
    'Unplanned closures may happen where the weather turns, such as a heavy storm, and urgent repairs are needed. They wanted to charge us $300 per evening, but thanks to two of our members, Ann K and Joe P, we will only pay $300 for the year.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/heavy storm\. Urgent|Joe P\. We/);
  });

  it('still splits two clauses', () => {
    expect(
      splitAtConjunctions(
        'The storm closed the park for a week, and the repairs took another month.',
        'plain',
      ),
    ).toBe('The storm closed the park for a week. The repairs took another month.');
  });
});

describe('no benefit frame on a report, no call to act on an interruption page, "panic buying" stays', () => {
  const TEXT =
    'Our club financial highlights include total assets of $2,500 and a new fund. Planned water supply interruptions let the council repair the mains. Unplanned interruptions may occur after a mains break. Please contact the council on 02 1234 5678. Panic buying of bottled water is not needed.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/With our club financial highlights/i);
    expect(out).not.toMatch(/Try it for yourself|Order yours|Get yours/);
    expect(out).not.toMatch(/worry buying/i);
  });
});

describe('"just" that means "merely" stays', () => {
  it('keeps it before a verb in -ing after "are"', () => {
    expect(removeSofteners('We are just making enough to keep the lights on.')).toBe(
      'We are just making enough to keep the lights on.',
    );
    expect(removeSofteners('I am just checking in about the invoice.')).toBe(
      'I am checking in about the invoice.',
    );
  });
});

describe('"panic buying" is a name, not a feeling to soften', () => {
  const TEXT =
    'Sorry, the price of cooking oil has gone up by around 25% this week. This has had a knock-on effect of panic buying, and now limits have been placed on orders.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/worry buying/i);
  });
});
