import { findProtectedSpans } from '../guardrails/protected-spans.js';
import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { actionLinks, changesPrice } from './frame/asks.js';
import { articleFor } from './grammar/articles.js';
import { tidySentence } from './grammar/tidy.js';
import { isIndependentClause } from './language/clauses.js';
import { registerWords } from './rules/body-moves.js';
import { leavesFragment } from './rules/move-guards.js';
import { splitAtConjunctions } from './rules/split-sentences.js';
import { slangToProfessional } from './rules/word-swaps.js';
import { TONES } from './tones/index.js';

// Found on the eighth held-out set (holdout8) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity. Closing lines and frames are in
// damage-classes-holdout8-frame.spec.ts.
const CASES = EVERY_TONE_AT_3_8_10;

const rewrite = rewritePlainText;
const same = (text: string) => text;
const entries = () => Object.values(TONES).flatMap((tone) => tone.rules.map((rule) => rule.id));

describe('only a doubled function word is a typo', () => {
  const TEXT =
    'We are trying to find some bakers for....la la la (details soon). The loaves get bigger bigger bigger every week.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/for\.\.\.\.la la la \(details soon\)/);
    expect(out).toMatch(/bigger bigger bigger/);
  });

  it('still drops a doubled "the" or "to"', () => {
    expect(tidySentence('We went to to the the shop.', same)).toBe('We went to the shop.');
    expect(tidySentence('The oven is is hot.', same)).toBe('The oven is is hot.');
    expect(tidySentence('We sang la la la all day.', same)).toBe('We sang la la la all day.');
    expect(tidySentence('It was a long long road.', same)).toBe('It was a long long road.');
    expect(tidySentence('for... the the end', same)).toBe('For... the the end');
  });
});

describe('a or an is changed only where the sound is certain, never by capitals or quotes', () => {
  const TEXT =
    'Every flat will need a “HOME” button and a NEW door code. The lobby has a "OPEN" sign and a UNIT map.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/a “HOME” button/);
    expect(out).toMatch(/a NEW door code/);
    expect(out).toMatch(/a "OPEN" sign/);
    expect(out).toMatch(/a UNIT map/);
  });

  it('still fixes a/an by sound in lower case, and where letters and word agree', () => {
    expect(tidySentence('a hour and an dashboard', same)).toBe('An hour and a dashboard');
    expect(articleFor('PDF')).toBe('a');
    expect(articleFor('LIFT')).toBeUndefined();
    expect(articleFor('FAQ')).toBeUndefined();
    expect(articleFor('“apple”')).toBeUndefined();
    expect(articleFor('8-hour')).toBe('an');
  });
});

describe('a straight quotation mark opens only at the start of a word', () => {
  const TEXT =
    '“The park will be packed with families," said Rosa Diaz, the town’s events lead. "It is free to enter and there is parking for everyone."';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/families," said Rosa Diaz/);
  });

  it('reads the mark after a word as a closing one', () => {
    const quotes = findProtectedSpans(TEXT, {
      lockedTerms: [],
      knownNames: new Set(),
      detectNames: false,
    })
      .spans.filter((span) => span.kind === 'quote')
      .map((span) => span.text);
    expect(quotes).not.toContain('" said Rosa Diaz, the town’s events lead. "');
    expect(quotes).toContain('"It is free to enter and there is parking for everyone."');
  });
});

describe('a writer’s forecast keeps its "should"', () => {
  const TEXT =
    'The crowd should be around 400 runners this year. The course should take about an hour. The new signs should arrive next week.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/should be (?:around|approximately) 400 runners/);
    expect(out).toMatch(/should take about an hour/);
    expect(out).toMatch(/should arrive next week/);
    expect(out).not.toMatch(/\bwill (?:be around|take about|arrive)\b/);
  });

  it('has no entry that makes a forecast firm', () => {
    expect(entries()).not.toContain('expectations');
  });
});

describe('a split leaves two full clauses', () => {
  const TEXT = [
    'We are a small crew of neighbours who look after one another, and the streets we hope to keep clean for everyone.',
    'It is a recipe that not only tastes good on its own, but more importantly is so easy that anyone can make it at home.',
    'At this point, we are unable to say when the pool will reopen for the summer season.',
    'We opened in March and let me tell you, it was busy from the very first day of the season.',
  ].join(' ');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/one another\. The streets/);
    expect(out).not.toMatch(/on its own\. (?:But|However)/);
    expect(out).not.toMatch(/At this point\. We/);
    expect(out).not.toMatch(/tell you\. It/);
  });

  it('reads a noun phrase, a missing subject, a fronted phrase and a lead-in as no clause', () => {
    expect(isIndependentClause('The streets we hope to keep clean.')).toBe(false);
    expect(isIndependentClause('But more importantly is so easy.')).toBe(false);
    expect(isIndependentClause('At this point.')).toBe(false);
    expect(isIndependentClause('And let me tell you.')).toBe(false);
    expect(isIndependentClause('The streets we cleaned are safe.')).toBe(true);
    expect(isIndependentClause('At this point, we are unable to say.')).toBe(true);
    expect(isIndependentClause('But more of us came this year.')).toBe(true);
  });

  it('still splits two full clauses', () => {
    expect(
      splitAtConjunctions(
        'We fixed the bug on the login page, and the team is testing it now.',
        'plain',
        3,
      ),
    ).toBe('We fixed the bug on the login page. The team is testing it now.');
    expect(
      leavesFragment(
        'At this point, we are unable to say.',
        'At this point. We are unable to say.',
      ),
    ).toBe(true);
  });
});

describe('a swap keeps the part of speech of its slot', () => {
  const TEXT = 'We want to help as many Riverside folks as possible this winter. Thanks, folks!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Riverside everyone/);
    expect(out).toMatch(/as many Riverside (?:folks|people) as possible/);
  });

  it('says "people" for the noun and "everyone" for the address', () => {
    expect(slangToProfessional('as many Riverside folks as possible')).toBe(
      'as many Riverside people as possible',
    );
    expect(slangToProfessional('Thanks, folks!')).toBe('Thanks, everyone!');
    expect(slangToProfessional('Hi guys, the van is here.')).toBe(
      'Hello everyone, the van is here.',
    );
  });
});

describe('a softer noun is one word for one word, and a reported crisis stays one', () => {
  const TEXT =
    'Like every other shop, the Covid-19 crisis has hit us hard. We are also writing about the housing crisis in our town.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/Covid-19 crisis/);
    expect(out).toMatch(/housing crisis/);
    expect(out).not.toMatch(/difficult moment/);
  });

  it('still softens a quarrel', () => {
    expect(registerWords('The fights got worse.', 'empathetic')).toBe(
      'The disagreements got worse.',
    );
  });
});

describe('a call to action needs the text’s own way to act, and none goes under a price rise', () => {
  const URL = 'https://www.theguardian.com/food/2023/coffee-prices';
  const TEXT = `Have you seen the price of coffee beans lately?
Great piece from the Guardian on the bean shortage: ${URL}
That being said, Corner Cup will have to raise our prices from next month. We offer free refills on filter coffee, and you are welcome to bring your own cup.`;
  const RELEASE = `Mayor Ines Costa today announced that the town is accepting applications for arts funding provided by the state.
The funds are available through the Arts Council's small grants programme.
Applications are available through the town's website at www.town.example under Grants. Arts groups seeking funding must submit an application by noon on Friday, April 12th
For more information, please contact Ana Ruiz at ana.ruiz@town.example or call 555-0100.`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(RELEASE, tone, intensity)).not.toMatch(/act on this|book|order|sign up/i);
    const out = rewrite(TEXT, tone, intensity);
    expect(out.split(URL)).toHaveLength(2);
    expect(out).not.toMatch(/\b(?:book|order|shop|get in touch|see how we can help)\b/i);
  });

  it('takes a link only from a sentence that acts on it', () => {
    expect(actionLinks(`Great piece on the shortage: ${URL}`, [URL])).toEqual([]);
    expect(
      actionLinks('Order yours at https://shop.example.com/mugs today.', [
        'https://shop.example.com/mugs',
      ]),
    ).toEqual(['https://shop.example.com/mugs']);
    expect(changesPrice('We will have to raise our prices from May.')).toBe(true);
    expect(changesPrice('Our prices start at $4.')).toBe(false);
  });
});

describe('a greeting goes after the salutation, never onto a date line', () => {
  const TEXT = `March 2025
Dear Neighbours,
The spring clean-up starts on Saturday, April 5, at the park gates. Gloves and bags are provided.
With thanks,
The Parks Committee`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const lines = rewrite(TEXT, tone, intensity).split('\n');
    expect(lines[0]).toBe('March 2025');
    expect(lines[1]).toMatch(/^(?:Dear|Hi|Hello) Neighbours/);
  });
});
