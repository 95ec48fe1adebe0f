import type { EmotionTone, EngineEdit } from '../../ai.types.js';
import { TONE_LABELS } from '../../ai.types.js';
import type { WorkDocument, WorkSentence } from '../work-document.js';
import { traceRule } from '../work-document.js';

/** Steps outside the tone tables, by the id they leave in the trace. */
const STEP_REASONS: Record<string, string> = {
  typos: 'fixed a misspelling or a missing apostrophe',
  'chat-slang': 'wrote chat shorthand out in full words',
  tidy: 'spacing, punctuation or a capital tidied after the edit',
  register: 'the tone’s register (contractions, formal forms) applied to the sentence',
  'tone-frame': 'a line in the tone added at the start or the end',
  'call-to-action': 'a call to action added: the text offers something and says how to get it',
  'use-case-frame': 'a line the use case asks for (a hook, a heading, hashtags)',
  'word-limit': 'dropped to meet the word limit',
  greeting: 'the greeting put in the tone',
};

/** Marks the lines a framing step just added with the step's id. */
export function traceAdded(work: WorkDocument, step: string): void {
  for (const block of work.blocks)
    for (const line of block.lines)
      for (const sentence of line.sentences)
        if (sentence.added && !sentence.rules?.length) traceRule(sentence, step);
}

const words = (id: string) => id.replace(/[-_]/g, ' ');

/** A reason a person can read for the entries that changed a sentence. */
export function reasonFor(rules: readonly string[], tone: EmotionTone): string {
  const parts = rules.map((id) => STEP_REASONS[id] ?? `${TONE_LABELS[tone]}: ${words(id)}`);
  return [...new Set(parts)].join('; ');
}

/** What the trace calls a sentence's change when no rule entry recorded one. */
function rulesOf(sentence: WorkSentence): string[] {
  if (sentence.rules && sentence.rules.length > 0) return sentence.rules;
  return [sentence.added ? 'tone-frame' : 'tidy'];
}

/**
 * The trace the API returns beside the text: every sentence of the result that differs from the
 * author's, every added line and every dropped sentence, with the rule entries that did it.
 */
export function collectEdits(work: WorkDocument, tone: EmotionTone): EngineEdit[] {
  const unmask = (text: string) => work.masker.unmask(text).trim();
  const edits: EngineEdit[] = [];
  let index = 0;
  const droppedAfter = (previous: WorkSentence | undefined): void => {
    for (const { sentence, follows } of work.dropped ?? []) {
      if (follows !== previous) continue;
      const before = unmask(sentence.source);
      // A sentence an entry removed ("Sorry for the trouble!" in an urgent notice) names it.
      const rules = sentence.rules?.length ? sentence.rules : undefined;
      edits.push({
        sentence_index: index,
        before,
        after: '',
        rule: rules ? rules.join('+') : 'word-limit',
        reason: rules ? reasonFor(rules, tone) : `${STEP_REASONS['word-limit']}: "${before}"`,
      });
      // A sentence dropped right after it stood where it did.
      droppedAfter(sentence);
    }
  };
  droppedAfter(undefined);
  for (const block of work.blocks) {
    for (const line of block.lines) {
      for (const sentence of line.sentences) {
        const after = unmask(sentence.text);
        if (!after) continue;
        const before = sentence.added ? '' : unmask(sentence.source);
        if (before !== after) {
          const rules = rulesOf(sentence);
          edits.push({
            sentence_index: index,
            before,
            after,
            rule: rules.join('+'),
            reason: reasonFor(rules, tone),
          });
        }
        index += 1;
        droppedAfter(sentence);
      }
    }
  }
  return edits;
}
