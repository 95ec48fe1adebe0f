// The AI module's door for text analysis and scoring: what other modules, the bench and the
// evaluation may use. Nothing outside modules/ai imports deeper (eslint.config.js).
export { analyzeText } from './analysis/analyze-text.js';
export { clarityOf } from './analysis/clarity.js';
export { describesPast } from './analysis/features/cue-roles.js';
export { parseText } from './analysis/features/parse-text.js';
export { LONG_SENTENCE_WORDS } from './analysis/features/totals.js';
export { heatMap } from './analysis/heat-map.js';
export { scoreQuality } from './analysis/quality-score.js';
export { readabilityOf } from './analysis/readability.js';
export { dominantToneOf, toneScores } from './analysis/tone-scores.js';
export { builtinScored } from './scoring/scored-rewrite.js';
export { buildGuardrailInfo } from './guardrails/guardrail-report.js';
export { lettersOf, measureRewrite } from './scoring/scored-rewrite.js';
