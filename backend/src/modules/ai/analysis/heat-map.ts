import {
  ANALYSIS_MODES,
  AiInputError,
  type AnalysisMode,
  type HeatMapResponse,
} from '../ai.types.js';
import { clarityOf } from './clarity.js';
import { readCuesInContext } from './features/cue-roles.js';
import { parseText, type ParsedText } from './features/parse-text.js';
import { bandFor } from './heat-map/bands.js';
import { sentenceInsights } from './heat-map/insights.js';
import { SENTENCE_INTENSITY } from './heat-map/sentence-intensity.js';
import { suggestionsFor } from './heat-map/suggestions.js';
import { wordAnalysis } from './heat-map/word-intensity.js';
import { clamp01, round } from './math.js';

export { bandFor } from './heat-map/bands.js';

export interface HeatMapOptions {
  /** Defaults to true; false gives an empty suggestions list. */
  includeSuggestions?: boolean;
}

/** Word-weighted mean of sentence intensities; clarity uses the text-level clarity instead. */
function overallScore(parsed: ParsedText, mode: AnalysisMode, intensities: number[]): number {
  if (parsed.totals.words === 0) return 0;
  if (mode === 'clarity') return clarityOf(parsed.totals);
  let weighted = 0;
  parsed.sentences.forEach((sentence, index) => (weighted += intensities[index] * sentence.words));
  return weighted / parsed.totals.words;
}

export function heatMapOf(
  parsed: ParsedText,
  mode: AnalysisMode,
  options: HeatMapOptions = {},
  startedAt = performance.now(),
): HeatMapResponse {
  if (!ANALYSIS_MODES.includes(mode)) {
    throw new AiInputError(`Unknown analysis mode: ${String(mode)}`, 'invalid');
  }
  readCuesInContext(parsed);
  const intensityOf = SENTENCE_INTENSITY[mode];
  const intensities = parsed.sentences.map((sentence) => round(clamp01(intensityOf(sentence)), 3));
  const analysis = parsed.sentences.map((sentence, index) => ({
    id: index + 1,
    text: sentence.text,
    intensity: intensities[index],
    band: bandFor(intensities[index]),
    insights: sentenceInsights(parsed, sentence, mode),
  }));
  const suggestions =
    options.includeSuggestions === false ? [] : suggestionsFor(parsed, mode, intensities);
  return {
    analysis,
    overall_score: round(clamp01(overallScore(parsed, mode, intensities)), 3),
    suggestions,
    metadata: {
      analysis_mode: mode,
      total_sentences: parsed.sentences.length,
      processing_time: round((performance.now() - startedAt) / 1000, 4),
    },
    word_analysis: wordAnalysis(parsed, mode),
  };
}

/** Per-sentence intensity (0–1, banded) with insights, suggestions and word intensities for one mode. */
export function heatMap(
  text: string,
  mode: AnalysisMode,
  options?: HeatMapOptions,
): HeatMapResponse {
  const startedAt = performance.now();
  return heatMapOf(parseText(text), mode, options, startedAt);
}
