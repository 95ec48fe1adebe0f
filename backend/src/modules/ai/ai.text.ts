// The AI module's door for text primitives (words, sentences, plain text, protected spans,
// syllables, lexicons) that other modules share. Nothing outside modules/ai imports deeper.
export { FUNCTION_WORDS } from './analysis/lexicon/function-words.js';
export { NEGATORS, VALENCE } from './analysis/lexicon/sentiment.js';
export { countAsked } from './analysis/text/count-asked.js';
export { syllablesIn } from './analysis/text/syllables.js';
export { lexiconTags, splitSentenceStrings } from './engine/language/lexicon.js';
export { countWords } from './engine/language/words.js';
export { toPlainText } from './format/plain-text.js';
export { protectedSpansOf } from './guardrails/extract-spans.js';
