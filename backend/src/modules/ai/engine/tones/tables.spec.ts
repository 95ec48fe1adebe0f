// One test for every tone table: the table is the only list of a tone's moves, so what it
// claims (ids, notes, examples) is checked here; that each entry does something on real text is
// checked by tables-corpus.spec.ts (slow: the whole dev corpus at every tone and intensity).
import { EMOTION_TONES } from '../../ai.types.js';
import { rewriteWithBuiltinEngine } from '../builtin-engine.js';
import { TONES } from './index.js';

/** Entries that only act with the context of a whole text (a job advert, an event, a use case). */
const WITHOUT_EXAMPLE = new Set([
  'balanced/programme',
  'friendly/come-and-join',
  'friendly/you-will-find',
  'inspiring/double-hedges',
  'inspiring/tone-call',
  'persuasive/job-facts-to-you',
  'persuasive/you-will-find',
  'professional/programme',
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
    rule.examples.map(([before, after]) => ({
      tone,
      id: rule.id,
      from: rule.from,
      key,
      before,
      after,
    })),
  );
  it.each(examples)(
    '$key holds at intensity $from: "$before"',
    ({ tone, id, from, before, after }) => {
      const result = rewriteWithBuiltinEngine({
        text: before,
        emotion_tone: tone,
        intensity: from,
      });
      expect(result.plainText).toContain(after);
      expect(result.edits.flatMap((edit) => edit.rule.split('+'))).toContain(id);
    },
  );
});
