/** "one" to "ten": the number words a request counts with. */
const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
/** Amounts that ask for more than one without a number: "a few titles", "some hooks". */
const VAGUE_AMOUNTS = ['a couple', 'a few', 'some', 'several'];
const AMOUNT = `\\d{1,2}|${[...NUMBER_WORDS, ...VAGUE_AMOUNTS].join('|')}`;

/** "3" → 3, "three" → 3; undefined for a vague amount ("a couple", "some"). */
function numberWord(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const at = NUMBER_WORDS.indexOf(word.toLowerCase());
  return at < 0 ? undefined : at + 1;
}

export interface CountAsked {
  /** How many, when the text gives a number; undefined for "a few", "some", "a couple of". */
  readonly count?: number;
  /** The thing counted, as written ("lines", "Subject lines"). */
  readonly thing: string;
}

/**
 * "three lines", "5 ideas", "a couple of rhymes", "five short LinkedIn hooks": how many of which
 * `things` (regex alternatives such as 'hooks?') a text asks for, with up to two words between
 * the amount and the thing. A number counts before a vague amount wherever it stands ("some
 * ideas, then three lines" asks for three lines). `atStart`: only an amount that opens the text.
 */
export function countAsked(
  text: string,
  things: readonly string[],
  { atStart = false } = {},
): CountAsked | undefined {
  const pattern = new RegExp(
    `${atStart ? '^' : '\\b'}(${AMOUNT})\\s+(?:of\\s+)?(?:[\\w-]+\\s+){0,2}?(${things.join('|')})\\b`,
    'gi',
  );
  let vague: CountAsked | undefined;
  for (const [, amount, thing] of text.matchAll(pattern)) {
    const count = numberWord(amount);
    if (count !== undefined) return { count, thing };
    vague ??= { thing };
  }
  return vague;
}
