import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { endsInAbbreviation, goesOnAfterAbbreviation } from './language/abbreviations.js';
import { isIndependentClause } from './language/clauses.js';
import { opensWithCommand, opensWithLabel } from './data/commands.js';
import { changesReportedWords } from './rules/move-guards.js';
import { removeSofteners } from './rules/hedges.js';
import { sincereApology } from './rules/word-swaps.js';
import { addressReader } from './rules/person.js';
import { asksFavour } from './frame/tone-frame.js';

// Found on the fifth held-out set (holdout5) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;

const rewrite = rewritePlainText;

describe('a unit’s full stop ends no sentence, and the word after it keeps its case', () => {
  const TEXT = [
    'Each jar holds 12 fl. oz. of honey from the hills above the village.',
    'Last month we paid $3.10 per lb.; the next lot will cost us $4.40 per lb., and more than that by winter!',
    'The bag weighs 2 lb. The strap is made of waxed cotton.',
  ].join('\n');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/fl\. oz\. of honey/);
    expect(out).not.toMatch(/fl\. Oz|lb\. And|lb\. the/);
    expect(out).toMatch(/per lb\., and more/);
    expect(out).toMatch(/2 lb\.?,? (?:(?:Plus|In addition|Also), the|The|and the) strap/);
  });

  it('knows units and measures, in lower case, and lets a capital after one start a sentence', () => {
    for (const text of ['15 fl.', '$2.90 per lb.', '2 tbsp.', 'Ft.', 'Mo.'])
      expect(endsInAbbreviation(text)).toBe(true);
    expect(goesOnAfterAbbreviation('15 fl.', ' oz.')).toBe(true);
    expect(goesOnAfterAbbreviation('per lb.', ', and')).toBe(true);
    expect(goesOnAfterAbbreviation('It weighs 5 lb.', ' The box')).toBe(false);
    expect(goesOnAfterAbbreviation('the Ft.', ' Worth office')).toBe(true);
    expect(goesOnAfterAbbreviation('Dr.', ' Patel')).toBe(true);
  });
});

describe('a signature after a dash keeps its dash and stays last', () => {
  const TEXT = `Thanks to everyone who came to the plant sale on Saturday.
We sold out of tomatoes before noon, and the herb table raised enough for two new benches!  -Nurse Jo`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).trimEnd();
    expect(out).toMatch(/ -Nurse Jo$/);
    expect(out).not.toMatch(/[.!?] Nurse Jo|Nurse Jo\./);
  });
});

describe('a participle phrase is never split from its clause', () => {
  const TEXT =
    'Having looked at every option on the table, we are glad and proud to say that the garden will open on the first of June with a party for all the neighbours!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /Having looked at every option on the table\./,
    );
  });

  it('reads a participle after "having" or "being" as no verb', () => {
    expect(isIndependentClause('Having looked at every option.')).toBe(false);
    expect(isIndependentClause('Being told about it twice.')).toBe(false);
    expect(isIndependentClause('We looked at every option.')).toBe(true);
  });
});

describe('a degree under a negation stays', () => {
  const TEXT =
    'The new bakery is not quite finished, and the ovens are not really warm yet. The oven door isn’t so heavy.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/(?:not|n['’]t) quite finished/);
    expect(out).toMatch(/(?:not|n['’]t) really warm/);
    expect(out).toMatch(/(?:not|n['’]t) so heavy/);
  });

  it('drops a degree only where nothing negates it', () => {
    expect(removeSofteners('The room is not quite ready.')).toBe('The room is not quite ready.');
    expect(removeSofteners('The room isn’t quite ready.')).toBe('The room isn’t quite ready.');
    expect(removeSofteners('The room is quite ready.')).toBe('The room is ready.');
  });
});

describe('the writer’s person and the third person stay as written', () => {
  const LETTER = `Hi all,
I apologise for the long silence, but at last I have painted the fence behind the shed.
I hope you like the colour.`;
  const NOTES =
    'Our new version numbers try to help readers decide when they should update and when not.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const letter = rewrite(LETTER, tone, intensity);
    expect(letter).not.toMatch(/\bwe(?:['’]re| are)\b[^.]*sorry/i);
    expect(rewrite(NOTES, tone, intensity)).not.toMatch(/help you decide when they/);
  });

  it('keeps who apologises and leaves a sentence that goes on with "they"', () => {
    expect(sincereApology('I apologise for the wait.')).toBe("I'm sincerely sorry for the wait.");
    expect(sincereApology('We apologise for the wait.')).toBe(
      "We're sincerely sorry for the wait.",
    );
    expect(sincereApology('We apologize for any inconvenience caused by the move.')).toBe(
      "We're truly sorry for any trouble caused by the move.",
    );
    expect(addressReader('It helps users decide when they should update.')).toBe(
      'It helps users decide when they should update.',
    );
    expect(addressReader('It helps users track their orders.')).toBe(
      'It helps you track your orders.',
    );
  });
});

describe('words reported from someone else are theirs', () => {
  const TEXT =
    'Harbour master Ines Duarte said a good season and a good crew are the main reasons for the new berth.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/said a good season and a good crew/);
  });

  it('reads an attribution either side of the words', () => {
    expect(changesReportedWords('Ana said the fix is good.', 'Ana said the fix is great.')).toBe(
      true,
    );
    expect(
      changesReportedWords(
        'The fix is good, the mayor told us.',
        'The fix is great, the mayor told us.',
      ),
    ).toBe(true);
    expect(changesReportedWords('We said the fix is good.', 'We said the fix is great.')).toBe(
      false,
    );
    expect(changesReportedWords('The fix is good.', 'The fix is great.')).toBe(false);
  });
});

describe('a label or a heading is no call to act', () => {
  const STATUS = `Resolved -
Update: Service restored for all regions. We will publish a full report tomorrow.
Apr 2, 14:10 UTC
Update -
Update: We have rolled back the release and are watching the error rates.
Apr 2, 13:40 UTC`;
  const HEADED = `We will replace the router in the server room on Monday 4 March at 08:00.
Update 2024-03-05 09:30 CET
The work is done, and every line is back up.
We apologise for any inconvenience caused by the work.`;
  const QA = `What does it affect? Phone lines, voicemail and the help desk chat.
Is there anything else I need to know? Voicemail left during the work will be kept and played back afterwards. A few calls from old handsets may drop and need to be made again.
Kind regards
The Help Desk`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    for (const text of [STATUS, HEADED, QA]) {
      const out = rewrite(text, tone, intensity);
      expect(out).not.toMatch(/update:|update -|you update|update \d/);
      expect(out).not.toMatch(/^(?:Could|Can|Would) you update/im);
      expect(out).not.toMatch(/act on this|as soon as you can|right away|priority/i);
      expect(out).not.toMatch(/trouble this has caused by/);
    }
  });

  it('tells a label, a heading, a list and a noun subject from a command', () => {
    for (const text of [
      'Update:',
      'Update -',
      'Update: Service restored.',
      'Update 2024-03-05 09:30 CET',
      'Email collection, email delivery and webmail.',
      'Email sent to you will be kept.',
    ])
      expect(opensWithLabel(text)).toBe(true);
    for (const text of [
      'Update the app before Friday.',
      'Email us, and we will help.',
      'Please send the form.',
    ])
      expect(opensWithCommand(text)).toBe(true);
  });

  it('asks no favour with an invitation, with or without "please"', () => {
    expect(asksFavour(['Come by on Saturday.'])).toBe(false);
    expect(asksFavour(['Please come by on Saturday.'])).toBe(false);
    expect(asksFavour(['Please send the form by Friday.'])).toBe(true);
    expect(asksFavour(['Send the form by Friday.'])).toBe(true);
  });
});

describe('a swap after a possessive takes a noun, and people are no offer', () => {
  const TEXT = [
    'The council’s purchase of the old mill will give the town a new library.',
    'The growers of both crops have declared a poor harvest.',
  ].join(' ');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/’s buy of/);
    expect(out).not.toMatch(/With the growers|you get declared/);
  });
});
