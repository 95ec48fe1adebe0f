// Words and phrases that open a subordinate clause ("Once the upgrade was identified…", "even if
// it rains"): one list for the clause reader, the sentence splitter, the reader-damage check and
// the cue roles. A place that reads fewer names the words it leaves out, and why, beside its use.

/** Words that open a subordinate clause. */
export const SUBORDINATORS = [
  'once',
  'when',
  'whenever',
  'after',
  'before',
  'because',
  'if',
  'although',
  'though',
  'since',
  'while',
  'whilst',
  'until',
  'till',
  'unless',
  'as',
  'whereas',
  'whether',
  'where',
  'wherever',
] as const;

type Subordinator = (typeof SUBORDINATORS)[number];

/** The subordinators that make a time a condition ("after your trial expires"), not a deadline. */
export const CONDITION_SUBORDINATORS: ReadonlySet<string> = new Set<Subordinator>([
  'after',
  'when',
  'once',
  'if',
  'until',
  'unless',
  'whenever',
]);

/** Phrases that open a subordinate clause. */
export const SUBORDINATING_PHRASES = [
  'even if',
  'even though',
  'so that',
  'in case',
  'as long as',
  'as soon as',
  'provided that',
  'now that',
  'given that',
] as const;

/** The subordinators but `left` (typed, so a word left out is one of them). */
export const subordinatorsBut = (left: readonly Subordinator[]): Subordinator[] =>
  SUBORDINATORS.filter((word) => !left.includes(word));
