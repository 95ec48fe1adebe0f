// The AI module's door for the built-in engine: the rewrite, its request rules, its report's
// vocabularies and the phrase tools the built-in chat shares. Nothing outside imports deeper.
export { BUILTIN_MODEL, rewriteWithBuiltinEngine } from './engine/builtin-engine.js';
export {
  OFFER_ACTS,
  TONE_CALLS,
  TYPED_CALLS_TO_ACTION,
} from './engine/data/banks/typed-calls-to-action.js';
export type { OfferKind } from './engine/data/banks/typed-calls-to-action.js';
export { headlineTense, thirdPersonLead } from './engine/frame/headline.js';
export { keyPhrases } from './engine/key-phrases.js';
export { adviceFor } from './engine/report/advice.js';
export { MIN_INPUT_CHARS, validateRewriteRequest } from './engine/request-validation.js';
export { removeFillers, removeIntensifiers } from './engine/rules/word-swaps.js';
export { DIGITAL, detectTextType } from './engine/text-type.js';
export { GENERIC_LINES } from './engine/data/banks/stock-lines.js';
export { STOCK_LEADS } from './engine/data/banks/stock-lines.js';
export { asHashtag } from './engine/key-phrases.js';
