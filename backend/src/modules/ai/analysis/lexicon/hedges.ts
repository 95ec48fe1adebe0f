// Hedges: phrases that soften a claim or signal doubt.

import { phraseList } from './phrase-list.js';

/** Clear hedges: the speaker signals doubt. */
export const HEDGES_STRONG = phraseList(`
  i think | i believe | i guess | i suppose | i feel like | i feel that | i would say | i'd say
  i wonder if | i was wondering | we think | maybe | perhaps | possibly | probably | might
  sort of | kind of | kinda | sorta | not sure | not certain | it seems | seems like
  in my opinion | hopefully | if possible | more or less | to some extent | somewhat | presumably
  conceivably | arguably | could be | may be
`);

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
