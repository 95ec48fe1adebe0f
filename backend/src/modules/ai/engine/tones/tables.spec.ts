// One test for every tone table: the table is the only list of a tone's moves, so what it
// claims (ids, examples, that each entry does something on real text) is checked here.
import { EMOTION_TONES, type EmotionTone } from '../../ai.types.js';
import { loadDevCorpus } from '../../testing/dev-corpus.js';
import { loadRealTexts } from '../../testing/real-texts.js';
import { rewriteWithBuiltinEngine } from '../builtin-engine.js';
import { TONES } from './index.js';

/** Entries that only act with the context of a whole text (a job advert, an event, a use case). */
const WITHOUT_EXAMPLE = new Set([
  'empathetic/gentle-news',
  'persuasive/you-will-find',
  'persuasive/tone-call',
  'persuasive/job-facts-to-you',
  'friendly/you-will-find',
  'friendly/short-sentences',
  'professional/programme',
  'inspiring/tone-call',
  'balanced/programme',
  'urgent/fact-fragments',
]);

const entries = EMOTION_TONES.flatMap((tone) =>
  TONES[tone].rules.map((rule) => ({ tone, rule, key: `${tone}/${rule.id}` })),
);

describe('tone tables', () => {
  it.each(EMOTION_TONES)('%s: ids are unique', (tone) => {
    const ids = TONES[tone].rules.map((rule) => rule.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('every entry has a note and an example, or is known to need a whole text', () => {
    expect(entries.filter(({ rule }) => !rule.note.trim()).map(({ key }) => key)).toEqual([]);
    const without = entries.filter(({ rule }) => rule.examples.length === 0).map(({ key }) => key);
    expect(without.sort()).toEqual([...WITHOUT_EXAMPLE].sort());
  });

  const examples = entries.flatMap(({ tone, rule, key }) =>
    rule.examples.map(([before, after]) => ({ tone, from: rule.from, key, before, after })),
  );
  it.each(examples)('$key holds at intensity $from: "$before"', ({ tone, from, before, after }) => {
    const result = rewriteWithBuiltinEngine({ text: before, emotion_tone: tone, intensity: from });
    expect(result.plainText).toContain(after);
  });

  it('every entry fires at least once on the dev corpus', () => {
    const texts = [
      ...loadRealTexts('dev').map((entry) => ({ text: entry.text, useCase: undefined })),
      ...loadDevCorpus().map((entry) => ({ text: entry.text, useCase: entry.useCase })),
    ];
    const fired = new Set<string>();
    const run = (tone: EmotionTone, intensity: number, text: string, useCase?: string) => {
      const result = rewriteWithBuiltinEngine({
        text,
        emotion_tone: tone,
        intensity,
        ...(useCase ? { use_case: useCase as never } : {}),
      });
      for (const edit of result.edits)
        for (const id of edit.rule.split('+')) fired.add(`${tone}/${id}`);
    };
    for (const tone of EMOTION_TONES)
      for (const intensity of INTENSITIES)
        for (const { text, useCase } of texts) {
          run(tone, intensity, text);
          if (useCase) run(tone, intensity, text, useCase);
        }
    expect(entries.filter(({ key }) => !fired.has(key)).map(({ key }) => key)).toEqual([]);
  });
});

const INTENSITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
