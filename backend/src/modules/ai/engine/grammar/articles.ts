// "a" or "an" by the sound of the next word, not its spelling.
const SILENT_H = /^(?:hour|honest|honou?r|heir)/i;
const CONSONANT_SOUND_VOWEL =
  /^(?:uni(?!n(?:t|s|f|a|d|h))|use|usu|uti|ura|uro|euro|eu|one\b|once|ubiq|u-)/i;
const VOWEL_LETTER_NAMES = /^[AEFHILMNORSX](?:[A-Z0-9-]|$)/;

/**
 * A word in quotes is the writer's as written; a word in capitals may be read as letters ("FAQ")
 * or as a word ("LIFT"), so its article is certain only when both readings take the same one.
 */
export function articleFor(word: string): 'a' | 'an' | undefined {
  if (/^["'“‘]/.test(word)) return undefined;
  const bare = word.replace(/^[([]+/, '');
  if (!bare) return undefined;
  if (/^\d/.test(bare)) return /^(?:8|11|18)(?!\d)|^8\d*(?!\d)|^8[\d,.]*$/.test(bare) ? 'an' : 'a';
  // "FAQ", "XBox", "X-ray", "HBO": a capital followed by another capital (or a capital inside the
  // word, or a hyphen) may be read as letters, so only a reading both ways agrees on is certain.
  if (/^[A-Z](?:[A-Z0-9-]|\p{Ll}*\p{Lu})/u.test(bare)) {
    const asLetters = VOWEL_LETTER_NAMES.test(bare) ? 'an' : 'a';
    const asWord = /^[AEIOU]/.test(bare) ? 'an' : 'a';
    return asLetters === asWord && !/^[UO]/.test(bare) ? asLetters : undefined;
  }
  if (SILENT_H.test(bare)) return 'an';
  if (CONSONANT_SOUND_VOWEL.test(bare)) return 'a';
  return /^[aeiou]/i.test(bare) ? 'an' : 'a';
}
