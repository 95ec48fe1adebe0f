const TITLE_WORD = /^\p{Lu}\p{Ll}/u;
const CAPITAL_NEIGHBOUR = /^(?!I\b)\p{Lu}\p{Ll}/u;
/**
 * "the Big Thank You contest", "click Purchase Now", "our Customer Care Week": capitalised words
 * inside a sentence, or a run of them, are a name or a title, and a name is never swapped.
 */
export function insideTitle(match: string, before: string, atStart: boolean): boolean {
  const words = match.split(/\s+/);
  if (!words.every((word) => TITLE_WORD.test(word))) return false;
  const previous = /(\S+)\s+$/.exec(before)?.[1] ?? '';
  // "Hey Mark," "Kindly Note": one word opening a sentence is capitalised for that alone.
  return !atStart || words.length > 1 || CAPITAL_NEIGHBOUR.test(previous.replace(/^[#@"“(]+/, ''));
}
