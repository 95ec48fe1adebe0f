import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { contractSpoken, expandContractions } from './rules/contractions.js';
import { registerWords } from './rules/body-moves.js';
import { yourNews } from './rules/lead-moves.js';
import { pronounFeatureToBenefit } from './rules/body-rewrites.js';
import { splitParticipleTail } from './rules/body-splits.js';
import { splitAtConjunctions } from './rules/split-sentences.js';
import { removeIntensifiers } from './rules/word-swaps.js';

// Found on the nineteenth held-out set (holdout19) once its figures were committed; rebuilt on
// other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a name that ends in "!" keeps the sentence it stands in', () => {
  const TEXT =
    'With gifts from the evening at over $2,400 and ticket sales still coming in, I would say that Jazz Nights! was a big success. I am still smiling about it.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/Jazz Nights! was a (?:big|huge|great|real) success/);
  });
});

describe('a list of things done after a dash is no participle to split off', () => {
  const TEXT =
    'I am quite sure everyone had fun - the photos from the night are all of big smiles, singing and clapping. Even after the rush of the last week I still find it a little unreal.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/big smiles, singing and clapping\./);
  });

  it('still splits a closing participle of the narrator', () => {
    expect(
      splitParticipleTail('I walked home in the rain, wondering whether I should give up.'),
    ).toBe('I walked home in the rain. I wondered whether I should give up.');
  });
});

describe('a sign-off with a title and a name stays last, as written', () => {
  const TEXT =
    'Dear friends,\nThank you all for the flowers and the cards after the concert last week.\nIt meant more than I can say, and I hope to see many of you at the carol service.\nAs ever, Fr. Thomas';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/\nAs ever, Fr\. Thomas$/);
  });
});

describe('the writer\'s "it\'s" before a noun, "would\'ve", "so … that"', () => {
  const TEXT =
    'The old boiler is showing it’s age and the landlord is dragging it’s heels on the repair. It took longer than I would’ve liked. She worked so hard on the garden that even the neighbours noticed!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/it is (?:age|heels)|I['’]d['’]ve|worked hard on the garden that/);
  });

  it('still expands, contracts and drops a degree word where the words allow it', () => {
    expect(expandContractions('It’s ready.')).toBe('It is ready.');
    expect(contractSpoken('I would like that.')).toBe("I'd like that.");
    expect(removeIntensifiers('We are so excited about the launch.')).toBe(
      'We are excited about the launch.',
    );
  });
});

describe('"This is now fixed" is no news of the reader\'s', () => {
  const TEXT =
    'Reminders went out twice a day even when you had already checked in. This is now fixed. Exports now finish in half the time.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Your this|Your that/i);
  });

  it("still makes plural news the reader's", () => {
    expect(yourNews('Exports now finish in half the time.')).toBe(
      'Your exports now finish in half the time.',
    );
  });
});

describe('"It has its own character" keeps its subject', () => {
  const TEXT =
    'The wallet is cut from vegetable-tanned leather. It has its own grain—each piece has small marks that tell where it came from. They have their own box too.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/You get (?:its|their) own/);
  });

  it('still turns a plain feature into what the reader gets', () => {
    expect(pronounFeatureToBenefit('It has a rain cover and two side pockets.')).toBe(
      'You get a rain cover and two side pockets.',
    );
  });
});

describe('"not only … but" is one sentence', () => {
  const TEXT =
    'Flour and butter cost more every month, so my prices have to go up. I buy not only the baking supplies, but I buy the gift boxes, and I deliver.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/not only the baking supplies, but I (?:buy|purchase)/);
  });

  it('still splits a long contrast of two full clauses', () => {
    expect(
      splitAtConjunctions(
        'All systems are working normally now, but we are still monitoring closely.',
        'formal',
      ),
    ).toBe('All systems are working normally now. However, we are still monitoring closely.');
  });
});

describe('no fragment made of a full sentence ("It is made fresh." → "Made fresh.")', () => {
  const TEXT =
    'Every loaf is baked before dawn. It is made fresh and never frozen. They are made with organic flour from a mill in Kent.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/(?:^|[.!?]\s+)Made (?:fresh|with)/);
  });
});

describe('only a person is "let go"', () => {
  const TEXT =
    'This bowl was fired in a wood kiln for three days. The glaze was fired twice to bring out the blue. It holds about a pint of soup.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/let go|dismissed/);
  });

  it('still lets a person go', () => {
    expect(registerWords('Two drivers were fired last week.', 'calm')).toBe(
      'Two drivers were let go last week.',
    );
    expect(registerWords('Maria was fired on Monday.', 'empathetic')).toBe(
      'Maria was let go on Monday.',
    );
  });
});

// A grade-2 class read across the sets: "So" → "Therefore," claimed a conclusion the writer never
// drew ("So today I get an email from them"), and "In addition," went before a verb or an
// adjective ("Also available: rye bread").
describe('no "Therefore," for a story\'s "So", no "In addition," before anything but a subject', () => {
  const TEXT =
    'It snowed all night and the roads were icy. So we opened the shop at noon. Also available this week: rye bread and scones. Also, had we known, we would have baked more.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Therefore,|In addition, (?:available|had)/);
  });
});

// A grade-2 class read across the sets: "amazing Volunteers" → "notable Volunteers", "wonderful
// folks" → "good folks" made the thanks faint praise.
describe('praise of people stays as written in the neutral register', () => {
  const TEXT =
    'We had a wonderful week and an amazing launch. Thanks to our amazing volunteers, all the other wonderful folks who came and a fantastic audience!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/notable volunteers|good folks|very good audience/i);
  });

  it('still states a claim about a thing neutrally', () => {
    expect(rewrite(TEXT, 'balanced', 10)).toMatch(/a good week and a remarkable launch/);
  });
});
