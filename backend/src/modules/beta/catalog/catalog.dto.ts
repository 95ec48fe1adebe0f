import { ApiProperty } from '@nestjs/swagger';
import {
  ANALYSIS_MODES,
  EMOTION_TONES,
  LANGUAGES,
  OUTPUT_FORMATS,
  USE_CASES,
  type AnalysisMode,
  type EmotionTone,
  type Language,
  type OutputFormat,
  type UseCase,
} from '../../ai/ai.types.js';
import { HEAT_BANDS } from '../heat-map/heat-map.dto.js';
import { PlatformDto } from '../optimizer/optimizer.dto.js';
import type { HeatBand } from '../../ai/ai.types.js';

class ToneOptionDto {
  @ApiProperty({ enum: EMOTION_TONES }) value: EmotionTone;
  @ApiProperty() label: string;
}

class FormatOptionDto {
  @ApiProperty({ enum: OUTPUT_FORMATS }) value: OutputFormat;
  @ApiProperty() label: string;
}

class UseCaseOptionDto {
  @ApiProperty({ enum: USE_CASES }) value: UseCase;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'Recommended range, spec section 9' }) min_words: number;
  @ApiProperty() max_words: number;
}

class LanguageOptionDto {
  @ApiProperty({ enum: LANGUAGES }) value: Language;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'Routed to the alternative model when one is configured' })
  alternative_model: boolean;
}

class AnalysisModeOptionDto {
  @ApiProperty({ enum: ANALYSIS_MODES }) value: AnalysisMode;
  @ApiProperty() label: string;
  @ApiProperty() description: string;
}

class HeatBandDto {
  @ApiProperty({ enum: HEAT_BANDS }) label: HeatBand;
  @ApiProperty() min: number;
  @ApiProperty() max: number;
}

class WordCountRulesDto {
  @ApiProperty({ example: 25 }) min: number;
  @ApiProperty({ example: 1000 }) max: number;
  @ApiProperty({ example: 25 }) step: number;
  @ApiProperty({ example: 100, description: 'The beta form' }) default: number;
  @ApiProperty({ example: 150, description: 'The Enhanced and Enterprise workspaces' })
  workspace_default: number;
  @ApiProperty({ type: [Number], example: [25, 50, 100, 200, 400, 800] }) presets: number[];
}

/** Every choice the beta studio offers, so the page keeps no copy of the server's lists. */
export class BetaCatalogDto {
  @ApiProperty({ type: [ToneOptionDto] }) tones: ToneOptionDto[];
  @ApiProperty({ enum: EMOTION_TONES }) default_tone: EmotionTone;
  @ApiProperty({ type: [FormatOptionDto] }) output_formats: FormatOptionDto[];
  @ApiProperty({ type: [UseCaseOptionDto] }) use_cases: UseCaseOptionDto[];
  @ApiProperty({ type: [LanguageOptionDto] }) languages: LanguageOptionDto[];
  @ApiProperty({ type: [AnalysisModeOptionDto] }) analysis_modes: AnalysisModeOptionDto[];
  @ApiProperty({ type: [HeatBandDto] }) heat_bands: HeatBandDto[];
  @ApiProperty({ type: WordCountRulesDto }) word_count: WordCountRulesDto;
  @ApiProperty({ type: [String] }) template_tags: string[];
  @ApiProperty({ type: [PlatformDto] }) platforms: PlatformDto[];
}
