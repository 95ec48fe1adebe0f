import { CHAT_LETTERS, CHAT_SLANG } from '../data/chat-slang.js';
import { compilePhraseTable } from './phrase-table.js';

const slang = compilePhraseTable(CHAT_SLANG, { spelling: true });
// Only where the letter stands alone between words: not "U.S.", "Plan B", "u-turn" or "r&d".
const LETTERS = new RegExp(
  String.raw`(?<=^|\s)(${Object.keys(CHAT_LETTERS).join('|')})(?=\s|[,?!]|\.(?:\s|$)|$)`,
  'g',
);
// "hey can you send…": the greeting gets the comma chat leaves out.
const BARE_GREETING =
  /^(hey|hi|hello|hiya)\s+(?=(?:can|could|would|will|do|did|are|is|just|quick|so|i|we|any)\b)/i;
// "dont panic lol i'll fix them": a chat "lol" ends a clause; dropped, it leaves a full stop.
const CHAT_CLAUSE_END = /\s+(?:lol|haha|lmao|rofl)\s+(?=[a-z])/gi;
// "asap" as a word ends in a full stop or comma; spelled out it reads as an adverb.
const ASAP = /\basap\b/gi;
// "I've gotta go": after a form of "have" "gotta" is "got to"; the tables' "have to" fits only
// where no helper stands before it ("I gotta go" → "I have to go"). "ain't gotta" stays as a
// pair (phrase-table.ts): no spelled-out form of it keeps the writer's English.
const GOTTA_AFTER_HAVE =
  /\b((?:have|has|had|haven['’]t|hasn['’]t|hadn['’]t|\w+['’](?:ve|s|d))(?:\s+(?:just|really|sure|still|never|always))?\s+)gotta\b/gi;

/** "gotta" spelled out as the helper before it wants: "got to" after "have", else the table's. */
export const gottaAfterHave = (text: string) => text.replace(GOTTA_AFTER_HAVE, '$1got to');

/**
 * "hey can u send it asap tbh" → "hey, can you send it as soon as possible"; `light` (a
 * friendly tone) only spells out the letters and keeps the rest of the chat register.
 */
export function chatToPlain(text: string, light = false): string {
  const letters = text
    .replace(LETTERS, (letter: string) => CHAT_LETTERS[letter] ?? letter)
    .replace(BARE_GREETING, '$1, ');
  const out = light
    ? letters
    : slang(gottaAfterHave(letters.replace(CHAT_CLAUSE_END, '. '))).replace(
        ASAP,
        // "Contact us ASAP: … as soon as possible": spelled out, it would be said twice.
        (match: string, _offset: number, whole: string) =>
          /\bas soon as possible\b/i.test(whole) ? match : 'as soon as possible',
      );
  // A lone "thanks" at the end of a chat is still a sentence.
  return out.replace(/^(thanks|thank you|cheers|thx)$/i, '$1.');
}
