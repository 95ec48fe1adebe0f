import { ApiProperty } from '@nestjs/swagger';
import { QualityBreakdownDto } from '../dto/enhance.dto.js';
import { StoredSettingsDto } from '../dto/settings.dto.js';
import { HISTORY_PREVIEW_CHARS, preview } from '../shared/preview.js';
import type { HistoryEntry } from './history-entry.entity.js';
import { HISTORY_SOURCES, type HistorySource } from './history-source.js';

export class HistoryApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() prefix: string;
}

class HistoryEntryBaseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() created_at: string;
  @ApiProperty({ type: StoredSettingsDto }) settings: StoredSettingsDto;
  @ApiProperty({ description: 'Words in the enhanced text' }) word_count: number;
  @ApiProperty({ description: 'Words in the original text' }) input_word_count: number;
  @ApiProperty({ minimum: 0, maximum: 10 }) quality_score: number;
  @ApiProperty({ minimum: 0, maximum: 10 }) input_quality_score: number;
  @ApiProperty() model_used: string;
  @ApiProperty({
    enum: HISTORY_SOURCES,
    enumName: 'HistorySource',
    description: 'web: the web app or the API; extension: the browser extension',
  })
  source: HistorySource;
  @ApiProperty({
    type: HistoryApiKeyDto,
    nullable: true,
    description: 'The API key the rewrite was asked with; null for the workspace',
  })
  api_key: HistoryApiKeyDto | null;
  @ApiProperty({
    description:
      'false: the text and its result were not kept ("Don\'t keep my texts" or `retain: false`); the entry keeps only date, settings, counts and scores',
  })
  text_kept: boolean;
}

export class HistoryItemDto extends HistoryEntryBaseDto {
  @ApiProperty({
    description: `The first ${HISTORY_PREVIEW_CHARS} characters of the original; empty when the text was not kept`,
  })
  input_preview: string;
  @ApiProperty({
    description: `The first ${HISTORY_PREVIEW_CHARS} characters of the result; empty when the text was not kept`,
  })
  output_preview: string;
}

export class HistoryListDto {
  @ApiProperty({ type: [HistoryItemDto], description: 'Newest first' }) items: HistoryItemDto[];
  @ApiProperty({ description: 'Entries kept for this account' }) total: number;
}

export class HistoryEntryDto extends HistoryEntryBaseDto {
  @ApiProperty({ type: String, nullable: true, description: 'Null when the text was not kept' })
  input: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the text was not kept' })
  output: string | null;
  @ApiProperty({ type: QualityBreakdownDto }) quality_breakdown: QualityBreakdownDto;
  @ApiProperty({ description: 'Seconds' }) processing_time: number;
}

export class ClearedDto {
  @ApiProperty() message: string;
  @ApiProperty() deleted: number;
}

const base = (entry: HistoryEntry): HistoryEntryBaseDto => ({
  id: entry.id,
  created_at: entry.createdAt.toISOString(),
  settings: entry.settings,
  word_count: entry.wordCount,
  input_word_count: entry.inputWordCount,
  quality_score: entry.qualityScore,
  input_quality_score: entry.inputQualityScore,
  model_used: entry.modelUsed,
  source: entry.source,
  api_key: entry.apiKey
    ? { id: entry.apiKey.id, name: entry.apiKey.name, prefix: entry.apiKey.prefix }
    : null,
  text_kept: entry.input !== null,
});

export const toHistoryItemDto = (entry: HistoryEntry): HistoryItemDto => ({
  ...base(entry),
  input_preview: preview(entry.input ?? '', HISTORY_PREVIEW_CHARS),
  output_preview: preview(entry.output ?? '', HISTORY_PREVIEW_CHARS),
});

export const toHistoryEntryDto = (entry: HistoryEntry): HistoryEntryDto => ({
  ...base(entry),
  input: entry.input,
  output: entry.output,
  quality_breakdown: entry.qualityBreakdown,
  processing_time: entry.processingTime,
});
