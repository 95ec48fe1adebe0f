import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { tidySentence } from './grammar/tidy.js';
import { contrastConnective } from './rules/body-moves.js';
import { removeDoubleHedges, shortClauses } from './rules/body-rewrites.js';
import { contract } from './rules/contractions.js';
import { removeDoubtAdverbs } from './rules/hedges.js';
import { exclamationsToPeriods } from './rules/punctuation.js';
import { removeCondescension, removeIntensifiers, sincereApology } from './rules/word-swaps.js';
import { TONES } from './tones/index.js';

// Found on the seventh held-out set (holdout7) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity. The closing lines and the connectors are in
// damage-classes-holdout7-frame.spec.ts.
const CASES = EVERY_TONE_AT_3_8_10;

const rewrite = rewritePlainText;
const same = (text: string) => text;
const entries = () => Object.values(TONES).flatMap((tone) => tone.rules.map((rule) => rule.id));

describe('a mark the sentence goes on after ends no sentence', () => {
  const TEXT =
    'Orders placed through other shops, such as Etsy, Jeopardy!, or local markets, were sent back to the buyer. The stall was busy all day.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/Jeopardy!, or local markets/);
    expect(out).not.toMatch(/Jeopardy[.!]\s+Or\b/);
  });

  it('keeps the writer’s comma, and still starts a sentence after a full stop', () => {
    expect(tidySentence('such as Jeopardy!, or local markets.', same, false)).toBe(
      'such as Jeopardy!, or local markets.',
    );
    expect(tidySentence('we fixed it. then we left.', same)).toBe('We fixed it. Then we left.');
    expect(tidySentence('Say hi! or leave a note.', same)).toBe('Say hi! or leave a note.');
    expect(exclamationsToPeriods('Great news!! We won.')).toBe('Great news. We won.');
    expect(exclamationsToPeriods('such as Jeopardy!, or')).toBe('such as Jeopardy!, or');
  });
});

describe('words written in capitals keep their case', () => {
  const TEXT =
    'RIVERSIDE COMMUNITY GARDEN OPENS NEW ORCHARD, SEEKS VOLUNTEERS\nBLUE HERON BOOKS will be closed on Monday for the stocktake. The orchard has forty young trees, and volunteers are welcome every Saturday morning.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/RIVERSIDE COMMUNITY GARDEN OPENS NEW ORCHARD, SEEKS VOLUNTEERS/);
    expect(out).toMatch(/BLUE HERON BOOKS/);
  });

  it('has no entry that lowers capitals', () => {
    expect(entries()).not.toContain('no-shouting');
  });
});

describe('only a finite auxiliary is contracted', () => {
  const TEXT =
    'The parcel may or may have not reached the depot. It should have not been sent that way, and we do not know why.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\b(?:may|should|have|to) (?:haven|hasn|hadn|isn|don|doesn)['’]t\b/);
    expect(out).toMatch(/may or may have not reached/);
  });

  it('contracts the auxiliary after its subject', () => {
    expect(contract('We do not know why.')).toBe("We don't know why.");
    expect(contract('It may have not arrived.')).toBe('It may have not arrived.');
    expect(contract('You need to not worry.')).toBe('You need to not worry.');
    expect(contract('It will not rain.')).toBe("It won't rain.");
  });
});

describe('a hedge on a quantity, a date, a forecast or a joke is the writer’s', () => {
  const TEXT =
    'The bread should keep for at least three days, and maybe four, in a tin. We should be picking until Friday and probably the Monday after. The new oven will probably arrive in May. Although, PERHAPS... Just perhaps... the recipe came from a monk.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/and maybe four/);
    expect(out).toMatch(/probably the Monday after/);
    expect(out).toMatch(/PERHAPS\.\.\. Just perhaps\.\.\./);
    expect(out).toMatch(/probably arrive in May/);
    expect(out).not.toMatch(/\bmust\b/);
  });

  it('drops only a hedge on a proposal', () => {
    expect(removeDoubtAdverbs('We should probably call the bakery today.')).toBe(
      'We should call the bakery today.',
    );
    expect(removeDoubtAdverbs('Perhaps we could meet on Friday.')).toBe('we could meet on Friday.');
    expect(removeDoubtAdverbs('This is probably the best loaf.')).toBe(
      'This is probably the best loaf.',
    );
    expect(removeDoubtAdverbs('We should probably be baking all week.')).toBe(
      'We should probably be baking all week.',
    );
    expect(removeDoubtAdverbs('good for a week, and maybe two')).toBe(
      'good for a week, and maybe two',
    );
    expect(removeDoubleHedges('It could maybe help.')).toBe('It could help.');
    expect(removeDoubleHedges('It will probably arrive in May.')).toBe(
      'It will probably arrive in May.',
    );
  });

  it('has no entry that makes "should" an obligation', () => {
    expect(entries()).not.toContain('must');
  });
});

describe('a lead-in goes only as the whole clause before its comma', () => {
  const TEXT =
    'As we noted at the spring fair, the stall fees have also gone up. As I said, the doors open at nine.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/(?:^|\. )At the spring fair, the stall fees/);
    expect(out).toMatch(/As we noted at the spring fair/);
  });

  it('still drops the lead-in that is its whole clause', () => {
    expect(removeCondescension('As I said, the doors open at nine.')).toBe(
      'the doors open at nine.',
    );
    expect(removeCondescension('As I mentioned at the fair, fees rose.')).toBe(
      'As I mentioned at the fair, fees rose.',
    );
  });
});

describe('a degree word goes only before what it grades', () => {
  const TEXT =
    'The long wait was driving the kids crazy and they wanted to go home. The new slide is super! The climbing wall is really good fun.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/driving the (?:kids|children) crazy/);
    expect(out).toMatch(/slide is super\b/);
  });

  it('still drops a degree before an adjective or a verb', () => {
    expect(removeIntensifiers('It is super fast.')).toBe('It is fast.');
    expect(removeIntensifiers('It really helps.')).toBe('It helps.');
    expect(removeIntensifiers('It drove them crazy and they left.')).toBe(
      'It drove them crazy and they left.',
    );
  });
});

describe('an apology keeps what the writer said may happen', () => {
  const TEXT = `Dear Customer,
The backup job will run again on Sunday night. We apologise for the inconvenience that this may cause and thank you for your patience.
Support team`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/trouble this has caused|has caused that/);
    expect(out).toMatch(/that this may cause/);
  });

  it('swaps the noun only where the noun phrase ends the clause', () => {
    expect(sincereApology('We apologise for any inconvenience.')).toBe(
      "We're truly sorry for any trouble.",
    );
    expect(sincereApology('We apologise for the inconvenience that this may cause.')).toBe(
      "We're sincerely sorry for the inconvenience that this may cause.",
    );
  });
});

describe('a reason stays joined to its clause, and a plan is no contrast', () => {
  const TEXT =
    'We will probably stay open until 9 p.m. on Fridays. I say probably because you are the ones who decide that in the end. We might drive to the coast, or just take a few days off and do nothing at all.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/I say probably\. You/);
    expect(out).toMatch(/probably because you|Since you are the ones/);
    expect(out).not.toMatch(/but do nothing/);
  });

  it('still splits on "and", and names an outcome as a contrast', () => {
    expect(shortClauses('So today I baked 22 loaves and we had 4-5 left over.')).toBe(
      'So today I baked 22 loaves. We had 4-5 left over.',
    );
    expect(contrastConnective('We sent ten letters and heard nothing back.')).toBe(
      'We sent ten letters but heard nothing back.',
    );
  });
});

describe('a notice of what went wrong keeps its words', () => {
  const TEXT =
    'Statement on the Monday outage: some orders placed between 9:15am and 11:30am were not saved. The problem was caused by a failed database update, and the failure has been fixed. We apologise for the inconvenience.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\b(?:challenge|setback)s?\b/i);
  });
});
