import type { Token } from '../text/tokenize.js';

/**
 * One counted word (word, number, URL, e-mail, mention or hashtag) with what the analysis found
 * on it: `sentence` index; `afterBreak` when it opens its sentence or follows punctuation (where
 * clauses and list items begin); `syllables`; `marks`, a bit set of WordMark flags (marks.ts);
 * `valence`, its signed sentiment after negation and boosting (0 when it carries none).
 */
export type WordInfo = Token;
