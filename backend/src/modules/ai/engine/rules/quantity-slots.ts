import { hasTag } from '../language/lexicon.js';

// Where a quantity word may replace another: what it counts or measures must follow it.

const COUNTING = /^(?:many|several|few|a few|numerous)$/i;
/** Is the next word a plural noun ("people", "requests"), not a mass noun ("work", "time")? */
function pluralNext(after: string): boolean {
  const next = /^\s+([A-Za-z]+)/.exec(after)?.[1]?.toLowerCase();
  if (!next) return false;
  return hasTag(next, 'Plural') || (/[^s]s$/.test(next) && !hasTag(next, 'PresentTense'));
}

/** Quantities of a mass: "a great deal of love", never "a great deal of people". */
const MASS = /^(?:a great deal|a good deal|much|less)$/i;
/**
 * Is the noun after "of" a plural ("of people", "of new volunteers")? After "of" an -s word is a
 * noun, not a verb ("volunteers"), so the ending settles it.
 */
const pluralAfterOf = (after: string) => {
  const words = /^\s+of\s+([A-Za-z]+)(?:\s+([A-Za-z]+))?/i.exec(after);
  if (!words) return false;
  const plural = (word: string) =>
    hasTag(word.toLowerCase(), 'Plural') ||
    /[^s]s$/i.test(word) ||
    /^(?:people|children|staff)$/i.test(word);
  return (
    plural(words[1]) ||
    (words[2] !== undefined && hasTag(words[1].toLowerCase(), 'Adjective') && plural(words[2]))
  );
};

const DETERMINER_BEFORE = /\b(?:the|this|these|those|its|our|your|their|his|her|my)\s+$/i;
const QUANTITY_PHRASE = /^(?:lots|plenty|loads|a lot) of\b/i;

/** "a sufficient reason" is never "an enough reason": "enough" takes no article or determiner. */
const ARTICLE_BEFORE = /\b(?:a|an|the|this|that|its|our|your|their|his|her|my)\s+$/i;

/**
 * "a lot of work" is never "many work" (a counting word needs a plural after it), "a lot of
 * people" never "a great deal of people" (a mass quantity needs a mass noun), and "despite the
 * numerous signs" never "despite the lots of signs" (no quantity phrase after a determiner).
 */
export const fitsQuantitySlot = (replacement: string, before: string, after: string) =>
  !(COUNTING.test(replacement) && !pluralNext(after)) &&
  !(MASS.test(replacement) && pluralAfterOf(after)) &&
  !(DETERMINER_BEFORE.test(before) && QUANTITY_PHRASE.test(replacement)) &&
  !(/^enough$/i.test(replacement) && ARTICLE_BEFORE.test(before));
