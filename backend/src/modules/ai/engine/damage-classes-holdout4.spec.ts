import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { endsInAbbreviation } from './language/abbreviations.js';
import { leavesFragment } from './rules/move-guards.js';
import { removeSofteners } from './rules/hedges.js';

// Found on the fourth held-out set (holdout4) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;

const rewrite = rewritePlainText;

describe('an abbreviation or an ellipsis inside a sentence ends nothing', () => {
  const TEXT = [
    'AUSTIN, Tex. — The 3rd annual Lantern Walk will start at the old mill next month.',
    'Yesterday the Harbour Trust and Lakeside Bakeries Ltd. agreed a five-year lease on the pier.',
    'Marlow Foods, Inc., has moved its bakery to a larger site near the river.',
    'Our bear is 30 cm tall ... and wears a knitted scarf, and we stitched it by hand.',
    'The fabric came from a worn picnic blanket ... and we added two wooden toggles.',
  ].join('\n');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/AUSTIN, Tex\. — The 3rd annual/);
    expect(out).not.toMatch(/Ltd\. [A-Z]/);
    expect(out).toMatch(/Inc\., has moved/);
    expect(out).not.toMatch(/\.\.\.\s*[A-Z]|\.{4}/);
    expect(out).not.toMatch(/Tex\.\s*\n/);
  });

  it('knows company forms, states, months and initialisms', () => {
    for (const text of ['Move America Inc.', 'JACKSON, Tenn.', 'on Jan.', 'the U.S.', 'e.g.'])
      expect(endsInAbbreviation(text)).toBe(true);
    for (const text of ['We signed it.', 'It rained in May.', 'the sun.'])
      expect(endsInAbbreviation(text)).toBe(false);
  });
});

describe('words inside quotation marks are the quoted speaker’s', () => {
  const TEXT = `The trustees said:
"Perhaps the finest gift that Ana Ruiz gave this library was the reading club she founded.
"We could never replace her, and we will probably name the new room after her."`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toContain('"Perhaps the finest gift that Ana Ruiz gave this library');
    expect(out).toContain('"We could never replace her, and we will probably name the new room');
  });
});

describe('a qualifier that carries meaning stays', () => {
  const TEXT = [
    'The main site never went down, just the login page was slow for a few minutes.',
    'It was not broken, just slow.',
    'Thicker wicks will burn slightly faster, and open windows make the flame a bit taller.',
    'The upgrade takes just 5 minutes.',
  ].join(' ');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/down, just the login page/);
    expect(out).toMatch(/broken, just slow/);
    expect(out).toMatch(/slightly faster/);
    expect(out).toMatch(/a bit taller/);
    expect(out).toMatch(/just 5 minutes/);
  });

  it('drops "just" only as a softener before a verb, a modifier or a message', () => {
    expect(removeSofteners('I just wanted to say thanks.')).toBe('I wanted to say thanks.');
    expect(removeSofteners('This is just a quick note about Friday.')).toBe(
      'This is a quick note about Friday.',
    );
    expect(removeSofteners('If you would like a copy, just reply here.')).toBe(
      'If you would like a copy, reply here.',
    );
    expect(removeSofteners('It takes just one click.')).toBe('It takes just one click.');
    expect(removeSofteners('Just the two of us went.')).toBe('Just the two of us went.');
    expect(removeSofteners('It needs a bit more testing.')).toBe('It needs more testing.');
    expect(removeSofteners('It is a bit more expensive.')).toBe('It is a bit more expensive.');
    expect(removeSofteners('The new model is slightly heavier.')).toBe(
      'The new model is slightly heavier.',
    );
  });
});

describe('a split never takes a verb from its object', () => {
  const TEXT =
    'We are now well into a plan to review and update these safety checks before the spring season starts.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/to review\.\s/);
  });

  it('reads a verb cut off from its shared object as a fragment', () => {
    const before = 'We started a plan to review and update these safety checks.';
    expect(
      leavesFragment(before, 'We started a plan to review. We update these safety checks.'),
    ).toBe(true);
    expect(
      leavesFragment(
        'It absorbs quickly and leaves no sticky finish.',
        'It absorbs quickly. It leaves no sticky finish.',
      ),
    ).toBe(false);
  });
});

describe('a swap keeps the part of speech and the fixed expression', () => {
  const TEXT = [
    'Signed prints are available for purchase at the door.',
    'No account is needed when making a purchase.',
    'Our support team will be glad to help you.',
    'The orders all came in at once last week.',
  ].join(' ');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/for buy\b|a buy\b/);
    expect(out).not.toMatch(/to let you\./);
    expect(out).not.toMatch(/all came in soon/);
  });
});

describe('a sign-off and a signature stay last and whole', () => {
  const PITCH = `Dear Tom,
I know the last few weeks have been busy for you.
I would like to pick up where we left off on the print order.
Looking forward to your reply,`;
  const POST =
    'The new kiln is nearly ready. Keep your fingers crossed for us, and we will post photos next week – Maya';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const pitch = rewrite(PITCH, tone, intensity);
    expect(pitch).not.toMatch(/,\./);
    expect(pitch.trimEnd()).toMatch(/Looking forward to your reply,$/);
    const post = rewrite(POST, tone, intensity);
    expect(post).not.toMatch(/Maya\?|\.\s*– Maya/);
    expect(post.trimEnd()).toMatch(/next week – Maya$/);
  });
});

describe('what persuasive adds fits the text', () => {
  const EVENT = `The Spring Fair will open at 10 a.m. on Saturday, May 3, at the town hall.
Stalls will sell plants, cakes and crafts.
The fair will also include a raffle and a book swap.`;
  const POLICY = `When the snow is heavy we will close the studio, and we will post the news on our page by 8 am.
Please feel free to call the studio to check whether we are open.`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(EVENT, tone, intensity)).not.toMatch(/With the fair will/);
    expect(rewrite(POLICY, tone, intensity)).not.toMatch(/confirm|Reply today|act on this today/i);
  });
});
