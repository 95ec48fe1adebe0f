import {
  ANALYSIS_MODES,
  EMOTION_TONES,
  LANGUAGES,
  OUTPUT_FORMATS,
  TONE_LABELS,
  USE_CASES,
  USE_CASE_WORD_RANGES,
  type AnalysisMode,
} from '../../ai/ai.types.js';
import { FORMAT_LABELS, USE_CASE_LABELS } from '../../ai/ai.labels.js';
import { isMultilingualLanguage, languageName } from '../../ai/ai.providers.js';
import { HEAT_BANDS } from '../heat-map/heat-map.dto.js';
import { PLATFORMS } from '../optimizer/platforms.js';
import {
  BETA_DEFAULT_TONE,
  FORM_TARGET_WORDS,
  WORKSPACE_TARGET_WORDS,
} from '../shared/beta-defaults.js';
import { TEMPLATE_TAGS } from '../templates/built-in-templates.js';
import type { BetaCatalogDto } from './catalog.dto.js';

const MODE_OPTIONS: Record<AnalysisMode, { label: string; description: string }> = {
  emotion: { label: 'Emotion', description: 'How strongly each sentence carries feeling' },
  persuasion: { label: 'Persuasion', description: 'Benefits, proof and calls to action' },
  engagement: {
    label: 'Engagement',
    description: 'What holds a reader: questions, you, vivid words',
  },
  clarity: { label: 'Clarity', description: 'Short, active, concrete sentences score high' },
};

export const BETA_CATALOG: BetaCatalogDto = {
  tones: EMOTION_TONES.map((value) => ({ value, label: TONE_LABELS[value] })),
  default_tone: BETA_DEFAULT_TONE,
  output_formats: OUTPUT_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] })),
  use_cases: USE_CASES.map((value) => ({
    value,
    label: USE_CASE_LABELS[value],
    min_words: USE_CASE_WORD_RANGES[value][0],
    max_words: USE_CASE_WORD_RANGES[value][1],
  })),
  languages: LANGUAGES.map((value) => ({
    value,
    label: languageName(value),
    alternative_model: isMultilingualLanguage(value),
  })),
  analysis_modes: ANALYSIS_MODES.map((value) => ({ value, ...MODE_OPTIONS[value] })),
  heat_bands: HEAT_BANDS.map((label, index) => ({
    label,
    min: Math.round(index * 20) / 100,
    max: Math.round((index + 1) * 20) / 100,
  })),
  word_count: {
    min: 25,
    max: 1000,
    step: 25,
    default: FORM_TARGET_WORDS,
    workspace_default: WORKSPACE_TARGET_WORDS,
    presets: [25, 50, 100, 200, 400, 800],
  },
  template_tags: [...TEMPLATE_TAGS],
  platforms: PLATFORMS.map((platform) => ({ ...platform })),
};
