import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { capitaliseFirstLetter } from './grammar/tidy.js';
import { firmModals } from './rules/modals.js';
import { featureToBenefit } from './rules/person.js';
import { availabilityForReader } from './rules/availability.js';
import { SpanMasker } from '../guardrails/span-masker.js';

// Found on the fourteenth held-out set (holdout14) once its figures were committed; rebuilt on
// other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a clause label in brackets keeps its case', () => {
  const TEXT =
    'The members voted on two changes to the fees. (a) annual dues rise to $40 from March. (b) late fees stay at $5 a month.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/\(a\) annual/);
    expect(out).toMatch(/\(b\) late/);
  });

  it('still capitalises a sentence that opens with a bracket or a quote', () => {
    expect(capitaliseFirstLetter('(a) annual dues rise.')).toBe('(a) annual dues rise.');
    expect(capitaliseFirstLetter('(iv) the last rule.')).toBe('(iv) the last rule.');
    expect(capitaliseFirstLetter('b) late fees stay.')).toBe('b) late fees stay.');
    expect(capitaliseFirstLetter('(see the list) it is short.')).toBe(
      '(See the list) it is short.',
    );
    expect(capitaliseFirstLetter('“we are open,” she said.')).toBe('“We are open,” she said.');
  });
});

describe('an added closing line never runs on from a last line with no full stop', () => {
  const TEXT =
    'We are changing our release schedule from March 3rd from one of major releases every 6 months to a rolling release system whereby new builds will come out every two weeks or so. Details of the plan: 1) The next major release will happen on or around March 3rd 2) From then on, we will make a new release every two weeks which will include both new features and bugfixes. 3) Patch releasing will be discontinued since patches will be added to the regular feature releases. 4) To make it easier to follow which build we are on, the version numbering will be date based, for example 25.3.3 for the release of a build on March 3rd 2025';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/March 3rd 2025 \S/);
  });
});

describe('nothing goes after a closing wish, and "calm down" is no problem', () => {
  const TEXT =
    'Dear members,\n\nI am sorry this letter reaches you a week later than usual. The shop has been very busy, and things should calm down by spring. The garden club meets again on 4 March in the church hall.\n\nMerry Christmas!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out.trim()).toMatch(/Merry Christmas[!.]$/);
    expect(out).not.toMatch(/how disappointing|how frustrating|why that would be upsetting/);
  });
});

describe('a may on a price or a charge stays a may', () => {
  const TEXT =
    'Your monthly fees may rise if you are on a flexible tariff. The delivery charge might change after the winter. We will write to you before any change.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/fees may rise/);
    expect(out).toMatch(/charge might change/);
  });

  it('still firms a claimed benefit', () => {
    expect(firmModals('The new layout might help your team.', false)).toBe(
      'The new layout should help your team.',
    );
  });
});

describe('a third party acting for "those who" is not the reader', () => {
  const TEXT =
    'The council will work with local charities to share out the new winter fund for people who lost work this year. The fund opens in January.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/if you\b/);
  });

  it('still turns a short offer to the reader', () => {
    expect(availabilityForReader('Free parking for those who arrive before 9.')).toBe(
      'Free parking if you arrive before 9.',
    );
  });
});

describe('what a number or a name holds is no benefit the reader gets', () => {
  const TEXT =
    'The order number includes the date of the order. The invoice total includes VAT at 20%. The Pro plan includes daily backups.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/With the order number|With the invoice total/i);
  });

  it('still turns a plan or a product into what the reader gets', () => {
    expect(
      featureToBenefit('The Pro plan includes daily backups.', new SpanMasker(), new Set()),
    ).toBe('With the Pro plan, you get daily backups.');
  });
});

describe('"give you notice" is not a supply', () => {
  const TEXT =
    'We will always give you two weeks’ notice before a visit, and we give you at least 30 days’ notice of a new price. The new filter gives you cleaner water in every room.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/deliver(?:s)? (?:two weeks|at least)/);
  });

  // "gives you" → "delivers" went (9 of 31 uses graded 2, holdout63–66): the reader stays.
  it('keeps "gives you" with its reader', () => {
    expect(rewrite('The new filter gives you cleaner water.', 'confident', 8)).toContain(
      'gives you cleaner water',
    );
  });
});

describe('the engine leaves an idiom, a quotation and a compound as written', () => {
  const TEXT =
    'We moved the shop to the old mill this spring. "This year we worked hard to improve our bookkeeping assistance and to open on Sundays,” said Ana Ruiz of the traders’ board. The assistance desk opens at nine. With a little luck, we will be the best of the best by summer. Nobody can explain it, just go with it.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toContain(
      '"This year we worked hard to improve our bookkeeping assistance and to open on Sundays,”',
    );
    expect(out).not.toMatch(/help desk/);
    expect(out).not.toMatch(/by far the best of the best/);
    expect(out).not.toMatch(/Important: with a little luck/i);
    expect(out).not.toMatch(/it, go with it/);
  });
});
