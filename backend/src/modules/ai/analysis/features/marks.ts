// Every signal a word can carry, as one bit each so a word's marks fit in a single number.

/** Signals found by matching lexicon phrases. */
export const MARKER_CATEGORIES = [
  'hedge',
  'firm',
  'formal',
  'slang',
  'warmth',
  'acknowledgement',
  'feeling',
  'softener',
  'benefit',
  'callToAction',
  'socialProof',
  'vision',
  'pressure',
  'reassurance',
  'structure',
  'evidence',
  'intensifier',
  'hook',
  'wordy',
] as const;
export type MarkerCategory = (typeof MARKER_CATEGORIES)[number];

/** Signals found by grammar rules. */
const RULE_MARKS = [
  'passive',
  'imperative',
  'contraction',
  'secondPerson',
  'firstPlural',
  'firstSingular',
  'shouting',
  'number',
  'nominalization',
  'name',
  'negator',
] as const;
export type RuleMark = (typeof RULE_MARKS)[number];

export type WordMark = MarkerCategory | RuleMark;

export const MARK = Object.fromEntries(
  [...MARKER_CATEGORIES, ...RULE_MARKS].map((name, bit) => [name, 1 << bit]),
) as Record<WordMark, number>;

export function hasMark(marks: number, mark: WordMark): boolean {
  return (marks & MARK[mark]) !== 0;
}

/** A fresh all-zero weight record (a literal, which V8 creates far faster than a copy). */
export function emptyCategoryWeights(): Record<MarkerCategory, number> {
  return {
    hedge: 0,
    firm: 0,
    formal: 0,
    slang: 0,
    warmth: 0,
    acknowledgement: 0,
    feeling: 0,
    softener: 0,
    benefit: 0,
    callToAction: 0,
    socialProof: 0,
    vision: 0,
    pressure: 0,
    reassurance: 0,
    structure: 0,
    evidence: 0,
    intensifier: 0,
    hook: 0,
    wordy: 0,
  } satisfies Record<MarkerCategory, number>;
}
