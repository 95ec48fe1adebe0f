import type { EmotionTone } from '../../ai.types.js';
import { upperFirst } from '../language/casing.js';

const CASUAL_OPENING = /^(?:hey|hiya|yo|sup)\b/i;
const CROWD = /\b(?:guys|folks|y['’]all|peeps)\b/i;
// "Dear Sir", "Dear Madam", "Dear Customer": a form of address, not a name; "Hi Sir" clashes.
const DEAR =
  /^dear\b(?!\s+(?:sir|madam|sirs|sir\/madam|sir or madam|customer|customers|member|members|valued|colleague|colleagues|client|friend)\b)/i;

/**
 * "Dear Diary,", "Dear Farm Journal,": a diary entry's form, written to no reader; no greeting of
 * another register and no pleasantry or closer for a reader belongs in it.
 */
export const addressesNoReader = (greeting: string) =>
  /^dear\s+(?:[\w'’-]+\s+){0,2}(?:diary|journal|notebook|log)\b/i.test(greeting.trim());

/**
 * The author's greeting stays theirs; only a clear register clash is fixed ("hey guys!!" in a
 * professional note, "Dear" in a friendly one), and it always starts with a capital.
 */
export function reframeGreeting(
  text: string,
  tone: EmotionTone,
  intensity: number,
  unmask: (text: string) => string = (masked) => masked,
): string {
  let out = text.replace(/!{2,}/g, '!');
  if (tone === 'professional') {
    out = out.replace(CASUAL_OPENING, 'Hello').replace(CROWD, 'everyone');
    if (intensity >= 3) out = out.replace(/!(\s*)$/, ',$1');
  } else if (tone === 'friendly' && intensity >= 3) {
    // The masked name is read as written: "Dear ◊0" may be "Dear Madam".
    const greeting = unmask(out);
    if (DEAR.test(greeting) && !addressesNoReader(greeting)) out = out.replace(/^dear\b/i, 'Hi');
  } else if (tone === 'calm' || (tone === 'balanced' && intensity >= 3)) {
    out = out.replace(/!(\s*)$/, ',$1');
  }
  return upperFirst(out);
}
