// Hedges: phrases that soften a claim or signal doubt.

import { phraseList } from './phrase-list.js';

// The single hedge words below are the one list the engine's moves and guards, the rewrite
// checks and the tone scores build their patterns from; each place that needs fewer or more
// words names its subset or extension beside these.

/** Modal verbs that make a claim a possibility: "it might help". */
export const HEDGE_MODALS = ['might', 'may', 'could'] as const;

/** Modals that leave a matter open: a possibility, a recommendation or a condition, no promise. */
export const OPEN_MODALS = ['should', 'would', ...HEDGE_MODALS] as const;

/** Adverbs that put a claim in doubt: "it will probably help". */
export const DOUBT_ADVERBS = ['maybe', 'perhaps', 'possibly', 'probably'] as const;

/** "Hopefully": a wish, never a forecast, but it hedges what follows all the same. */
export const WISH_ADVERB = 'hopefully';

/** Every single word that hedges a claim: the modals, the doubt adverbs and the wish. */
export const HEDGE_WORDS = [WISH_ADVERB, ...HEDGE_MODALS, ...DOUBT_ADVERBS] as const;

/** Clear hedges: the speaker signals doubt. "may" and "could" count half (HEDGES_MILD). */
export const HEDGES_STRONG = [
  ...phraseList(`
  i think | i believe | i guess | i suppose | i feel like | i feel that | i would say | i'd say
  i wonder if | i was wondering | we think | might
  sort of | kind of | kinda | sorta | not sure | not certain | it seems | seems like
  in my opinion | if possible | more or less | to some extent | somewhat | presumably
  conceivably | arguably | could be | may be
`),
  ...DOUBT_ADVERBS,
  WISH_ADVERB,
];

/** Mild softeners: they weaken a claim less, so they count half. */
export const HEDGES_MILD = phraseList(`
  we believe | just | could | would | may | seem | seems | seemed | appears to | appear to
  apparently | likely | a bit | a little | fairly | rather | try to | tend to | tends to
  relatively | honestly
`);

/** "kind of"/"sort of" after these words name a type ("what kind of plan"), not a hedge. */
export const TYPE_DETERMINERS = phraseList(`
  a | an | the | what | which | this | that | these | those | any | every | each | some | one
  same | other | another | right | no | our | your | their | its | my | his | her
`);
