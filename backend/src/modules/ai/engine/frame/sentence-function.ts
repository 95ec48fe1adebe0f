import { CTA_PATTERN } from '../data/topic-words.js';
import type { WorkDocument } from '../work-document.js';

/** What a sentence does for the reader; an added sentence never repeats a function the text has. */
export type SentenceFunction = 'apology' | 'thanks' | 'greeting' | 'pleasantry' | 'cta';

const FUNCTIONS: readonly [SentenceFunction, RegExp][] = [
  ['apology', /\b(?:sorry|apologi[sz]e[sd]?|apologies|apology|regret)\b/i],
  ['thanks', /\b(?:thank|thanks|grateful|gratitude|appreciate[sd]?)\b/i],
  ['greeting', /^(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening))\b/i],
  [
    'pleasantry',
    /\b(?:hope|trust)\s+(?:you|this|all|everyone)\b[^.!?]*\b(?:well|good|great|fine|safe)\b/i,
  ],
  ['cta', CTA_PATTERN],
];

/** The writer already meets the reader's feelings: a stock acknowledgement would pile on. */
export const EMPATHISES =
  /\b(?:sorry to hear|I understand|we understand|I know how|we know how|I realize how|frustrat\w*|I can imagine)\b/i;

export const sentenceFunctions = (text: string): SentenceFunction[] =>
  FUNCTIONS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

/** Every function the document's sentences already carry, greeting and sign-off included. */
export function documentFunctions(work: WorkDocument): Set<SentenceFunction> {
  const texts: string[] = [];
  for (const block of work.blocks)
    for (const line of block.lines) {
      if (line.kind === 'code' || line.kind === 'signature') continue;
      for (const sentence of line.sentences) texts.push(work.masker.unmask(sentence.text));
    }
  const found = new Set<SentenceFunction>();
  texts.forEach((text, index) => {
    for (const name of sentenceFunctions(text))
      // "Join us on Saturday…" opens an invitation; only an ask near the end closes one.
      if (name !== 'cta' || index >= texts.length - CLOSING_SENTENCES) found.add(name);
  });
  return found;
}

const CLOSING_SENTENCES = 2;

/** Would this phrase say again what the text already says (a second apology, a second thanks)? */
export function duplicatesFunction(work: WorkDocument, phrase: string): boolean {
  const names = sentenceFunctions(phrase);
  if (names.length === 0) return false;
  const present = documentFunctions(work);
  return names.some((name) => present.has(name));
}
