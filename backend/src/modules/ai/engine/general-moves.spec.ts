import { rewritePlain } from '../testing/rewrite-plain.js';
import { EMOTION_TONES } from '../ai.types.js';
import type { EmotionTone } from '../ai.types.js';
import { grammarProblems, wordChangeShare } from '../testing/text-checks.js';
import { startsWithNounSubject } from './data/commands.js';
import { willBeDoing } from './rules/general-moves.js';
import { urgentNews } from './rules/news-moves.js';
import { removeEmotiveAdverbs } from './rules/word-swaps.js';

// Texts written for these tests: no hedges, no contractions to expand, nothing "wrong".
const JOB = `We're hiring a data analyst in Ghent. You'll build dashboards for our logistics clients with a team of five. We use Python and BigQuery. Salary is 48-58k EUR plus a yearly bonus. Apply at careers.example.org before 20 February.`;
const NEWSLETTER = `This month we launched recurring invoices and a new dashboard. We also fixed about fifteen bugs that you reported. Next month we're going to focus on the Android app.

Thanks for reading!
The Tally team`;

const rewrite = rewritePlain;

describe('every tone rewrites plain texts', () => {
  it.each(EMOTION_TONES.map((tone) => [tone]))('%s changes a job ad and a newsletter', (tone) => {
    for (const text of [JOB, NEWSLETTER]) {
      for (const intensity of [6, 8]) {
        const out = rewrite(text, tone, intensity);
        expect(wordChangeShare(text, out.plainText)).toBeGreaterThanOrEqual(0.05);
        expect(grammarProblems(out.text)).toEqual([]);
      }
    }
  });

  it.each(EMOTION_TONES.map((tone) => [tone]))('%s changes more as intensity grows', (tone) => {
    for (const text of [JOB, NEWSLETTER]) {
      const shares = [1, 3, 5, 8, 10].map((level) =>
        wordChangeShare(text, rewrite(text, tone, level).plainText),
      );
      shares
        .slice(1)
        .forEach((share, index) => expect(share).toBeGreaterThanOrEqual(shares[index] - 0.02));
      expect(shares[0]).toBeLessThan(0.2);
    }
  });

  it('keeps the job ad facts', () => {
    for (const tone of EMOTION_TONES) {
      const text = rewrite(JOB, tone, 8).text;
      for (const fact of [
        '48-58k EUR',
        'careers.example.org',
        '20 February',
        'Python and BigQuery',
      ])
        expect(text).toContain(fact);
    }
  });
});

describe("each tone voices the author's call", () => {
  const call = (tone: EmotionTone) => rewrite(JOB, tone, 8).text.split('. ').pop() ?? '';
  it('urgent adds time pressure, calm and professional soften, persuasive sells', () => {
    expect(call('urgent')).toMatch(/\bnow\b|\btoday\b|at the latest/);
    expect(call('calm')).toMatch(/^(?:When you are ready|You can|When you have a moment)/);
    expect(call('calm')).not.toMatch(/whenever/i);
    expect(call('professional')).toMatch(/^Please apply/);
    expect(call('persuasive')).toMatch(/Apply/);
  });

  it('persuasive speaks to the candidate', () => {
    const text = rewrite(JOB, 'persuasive', 8).text;
    expect(text).toMatch(/You'll (?:work with|earn)/);
  });
});

describe('sentence moves', () => {
  it('reads a noun subject as a statement, not a command', () => {
    expect(startsWithNounSubject('Upload speed is now 40% faster on mobile.')).toBe(true);
    expect(startsWithNounSubject('Check-in opens at 9.')).toBe(true);
    expect(startsWithNounSubject('Send me the signed contract.')).toBe(false);
    expect(startsWithNounSubject('Update the app from the store.')).toBe(false);
  });

  it('announces only the first piece of news', () => {
    for (const tone of EMOTION_TONES) {
      const text = rewrite(NEWSLETTER, tone, 8).text;
      expect(text).not.toMatch(/(?:news|share that|report that): we also\b/i);
    }
  });
});

describe('service and event copy', () => {
  it('never turns a call into nonsense in an event invite', () => {
    const EVENT = `Our spring Code Club meets on 9 April at the Riverside Library in Leeds. There are short talks, a pairing session and pizza. Places are limited to 40. Book at codeclub.example.net.`;
    for (const tone of EMOTION_TONES) {
      const out = rewrite(EVENT, tone, 8).text;
      expect(grammarProblems(out)).toEqual([]);
      expect(out).toContain('codeclub.example.net');
      expect(out).not.toMatch(/Make your move/);
    }
  });
});

describe('bad news gets no cheerful lead', () => {
  const BAD = `Yesterday we released an update that broke logins for some users. We rolled it back within an hour. This week we fixed the cause and added more tests.`;
  it.each(EMOTION_TONES.map((tone) => [tone]))('%s', (tone) => {
    const text = rewrite(BAD, tone, 8).text;
    expect(text).not.toMatch(/good news|happy news|pleased to|proud to|you get an update/i);
    expect(urgentNews('This month we launched a new price increase.')).toBe(
      'This month we launched a new price increase.',
    );
  });
});

describe('a low intensity already shows the tone on a plain text', () => {
  it('most tones voice the call of a job ad at intensity 3', () => {
    const changed = EMOTION_TONES.filter(
      (tone) => wordChangeShare(JOB, rewrite(JOB, tone, 3).plainText) > 0,
    );
    expect(changed.length).toBeGreaterThanOrEqual(6);
  });

  it('an invitation to join is left to the event rules', () => {
    const EVENT = 'Join us for the Autumn Book Swap on Sunday 5 October at the Corn Exchange.';
    for (const tone of EMOTION_TONES)
      expect(rewrite(EVENT, tone, 3).text).not.toMatch(
        /(?:If it helps|Feel free to|Just|You can) join us/,
      );
  });
});

describe('urgent time pressure never contradicts the author', () => {
  it('adds no "today" after "before then"', () => {
    const MAIL = `Hi Omar,

I wanted to check in about the budget meeting on Tuesday. The figures are in the shared folder. Could you add your comments on the travel costs before then?

Best regards,
Lea`;
    for (const intensity of [5, 8, 10])
      expect(rewrite(MAIL, 'urgent', intensity).text).not.toMatch(/before then today/);
  });
});

describe('calls in other texts', () => {
  it('never writes "now" before an object', () => {
    const OPS = `The fix is ready. Apply the patch to all servers before 6 pm. Update the status page when you are done.`;
    for (const intensity of [5, 8, 10]) {
      const text = rewrite(OPS, 'urgent', intensity).text;
      expect(text).not.toMatch(/Apply now the|Update now the/);
      for (const tone of ['persuasive', 'inspiring'] as const)
        expect(rewrite(OPS, tone, intensity).text).not.toMatch(/miss out|Make it happen|next step/);
      expect(rewrite(OPS, 'empathetic', intensity).text).not.toMatch(/when you are done when/);
      expect(grammarProblems(text)).toEqual([]);
    }
  });
});

describe('a plan said once: "will be doing" → "will do"', () => {
  it.each([
    ["We'll be sending the forms on Monday.", "We'll send the forms on Monday."],
    ['You will also be receiving a new card.', 'You will also receive a new card.'],
    ['They will be closing the road for a week.', 'They will close the road for a week.'],
    // Not after a thing, not an adjective, not a verb that needs its -ing ("be going to").
    ['The highlight will be dancing.', 'The highlight will be dancing.'],
    ['We will be amazing together.', 'We will be amazing together.'],
    ["We'll be thinking of you.", "We'll be thinking of you."],
    ["We'll be going ahead with the fair.", "We'll be going ahead with the fair."],
    ['We will be here all day.', 'We will be here all day.'],
  ])('%s → %s', (input, expected) => {
    expect(willBeDoing(input)).toBe(expected);
  });
});

describe('a claim without a prop: "really helps" → "helps"', () => {
  it.each([
    ['Our courier really cares about your parcel.', 'Our courier cares about your parcel.'],
    ['The team is truly committed to the new site.', 'The team is committed to the new site.'],
    // A negation softened by the adverb, and a question, stay as written.
    [
      "I'm not really sure the bus runs on Sundays.",
      "I'm not really sure the bus runs on Sundays.",
    ],
    ["We don't totally agree with the plan.", "We don't totally agree with the plan."],
    ['Do you really need a second key?', 'Do you really need a second key?'],
  ])('%s → %s', (input, expected) => {
    expect(removeEmotiveAdverbs(input)).toBe(expected);
  });
});
