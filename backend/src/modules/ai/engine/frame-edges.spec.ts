import { EMOTION_TONES } from '../ai.types.js';
import type { EmotionTone } from '../ai.types.js';
import { rewritePlain } from '../testing/rewrite-plain.js';
import { rewriteWithBuiltinEngine } from './builtin-engine.js';
import { grammarProblems } from '../testing/text-checks.js';

// Texts written for these tests, not taken from the development corpus.
const rewrite = (text: string, tone: EmotionTone, intensity: number) =>
  rewritePlain(text, tone, intensity).text;

const TEAM_SIGNED = `Hi everyone,

This quarter we rolled out shared calendars and a new export tool. We also fixed around thirty bugs you told us about. Next quarter we're going to work on offline mode.

Thanks for being with us!
The Harbor team`;
const SAME_LINE = `Hi Dana, I wanted to follow up on our meeting on Monday. Could you send me the draft budget by Friday? Let me know. Best, Sam`;
const DASH_SIGNED = `Quick update: the new printer on floor two is ready. Ask Facilities for a login if you need one.
— Rosa`;
const SEPARATE = `Hello Ines,

I wanted to ask about the workshop slides. Could you share them before the session on Tuesday?

Kind regards,
Marek Nowak`;

describe('the signature stays last and unchanged', () => {
  it.each(EMOTION_TONES.flatMap((tone) => [3, 8].map((level) => [tone, level] as const)))(
    '%s at %i',
    (tone, intensity) => {
      const team = rewrite(TEAM_SIGNED, tone, intensity);
      expect(team.endsWith('\nThe Harbor team')).toBe(true);
      expect(team).not.toMatch(/Harbor team\./);
      const same = rewrite(SAME_LINE, tone, intensity);
      expect(same.endsWith('Best, Sam')).toBe(true);
      expect(same).not.toMatch(/Sam\./);
      const dash = rewrite(DASH_SIGNED, tone, intensity);
      expect(dash.endsWith('\n— Rosa')).toBe(true);
      const separate = rewrite(SEPARATE, tone, intensity);
      expect(separate.endsWith('\nMarek Nowak')).toBe(true);
      for (const text of [team, same, dash, separate]) expect(grammarProblems(text)).toEqual([]);
    },
  );
});

describe('a greeting on the same line as the body', () => {
  it.each(EMOTION_TONES.map((tone) => [tone]))(
    'never runs into a capital after its comma (%s)',
    (tone) => {
      for (const intensity of [3, 6, 8, 10]) {
        const text = rewrite(SAME_LINE, tone, intensity);
        expect(text).not.toMatch(/^Hi Dana, (?!I\b)\p{Lu}/u);
        expect(text.startsWith('Hi Dana,')).toBe(true);
      }
    },
  );

  it('keeps a lower-case start in lower case', () => {
    const text = rewrite(
      'hey team, the test server is down again. pls dont deploy till i say so',
      'urgent',
      8,
    );
    expect(text).toMatch(/^hey team, the\b|^Hey team, the\b|^hey team,\n/i);
  });
});

describe('confident keeps real uncertainty', () => {
  const OUTAGE = `Our booking site was down for about 20 minutes this morning. We think the cause might have been an expired certificate. Some payments made during that time may have failed, so please check your bank statement.`;
  it.each([[5], [8], [10]])('at intensity %i', (intensity) => {
    const text = rewrite(OUTAGE, 'confident', intensity);
    expect(text).toMatch(/may have failed|could have failed/);
    expect(text).not.toMatch(/\bpayments made during that time failed/i);
    expect(text).not.toMatch(/\bthe cause was an expired/i);
    expect(text).not.toMatch(/\bwe think\b/i);
  });

  // A hedge on a date is the writer's (issue 28): "probably … by Friday" stays as written.
  it("keeps a plan a plan, and the writer's hedge on its date", () => {
    const text = rewrite(`${OUTAGE} We'll probably share a full report by Friday.`, 'confident', 8);
    expect(text).toMatch(/We'll probably share a full report by Friday\./);
  });
});

describe('a formal e-mail written on one line', () => {
  const ORDER = `Good morning Mr. Okafor, Thank you for your order. Your parcel left our depot today and should arrive on Monday. Best regards, Jane Doe`;
  it.each(EMOTION_TONES.map((tone) => [tone]))(
    '%s keeps the greeting and the sign-off whole',
    (tone) => {
      const text = rewrite(ORDER, tone, 8);
      expect(text.startsWith('Good morning Mr. Okafor,\n')).toBe(true);
      expect(text.endsWith('Best regards, Jane Doe')).toBe(true);
      expect(grammarProblems(text)).toEqual([]);
    },
  );
});

describe('hiring news in a team message', () => {
  const TEAM = `Hi team,

We're hiring a part-time office manager. Do you know anyone? Send them my way.

Cheers
Ola`;
  it('does not speak to colleagues as candidates', () => {
    for (const tone of ['persuasive', 'empathetic'] as const) {
      expect(rewrite(TEAM, tone, 8)).not.toMatch(/your next|meet you|your chance/i);
    }
  });
});

describe('a dated ask keeps its date', () => {
  it('calm and empathetic add no "whenever" to the "Let me know" after it', () => {
    for (const tone of ['calm', 'empathetic'] as const)
      expect(rewrite(SAME_LINE, tone, 8)).not.toMatch(/(?:whenever|own time)[^.]*let me know/i);
  });
});

describe('a text that ends by asking the reader', () => {
  const ASKING = `Hi Priya,

Thanks for the chat on Tuesday. Our planning app could cut the time your team spends on rotas.

Would it be possible to set up a short call sometime?

Best,
Tom`;
  const questions = (text: string) => (text.match(/\?/g) ?? []).length;

  it('gets no second question or call under its own, whatever the use case', () => {
    for (const use_case of ['email', 'linkedin-post', 'instagram-caption', 'sales-copy'] as const)
      for (const tone of EMOTION_TONES) {
        const out = rewriteWithBuiltinEngine({
          text: ASKING,
          emotion_tone: tone,
          intensity: 8,
          persona_profile: 'sales',
          output_format: 'plain',
          use_case,
        }).text;
        expect({ use_case, tone, questions: questions(out) }).toEqual({
          use_case,
          tone,
          questions: 1,
        });
        expect(out).toMatch(
          /call sometime\?\s*(?:\n\n(?:#\S+\s*)+)?\n*Best,\nTom(?:\n\n(?:#\S+ ?)+)?$/,
        );
      }
  });
});
