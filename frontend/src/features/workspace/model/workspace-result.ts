import type { EnhanceResponse, QualityBreakdown } from '../api/enhance';
import type { HistoryEntry } from '../api/history';
import type { Project } from '../api/projects';
import type { EnhanceSettings } from './enhance-options';

/** What the result area shows: a fresh enhancement, or one opened from history or a project. */
export interface WorkspaceResult {
  /** The text the output was made from (the diff compares against it). */
  input: string;
  output: string;
  settings: EnhanceSettings;
  qualityScore: number | null;
  inputQualityScore: number | null;
  breakdown: QualityBreakdown | null;
  inputBreakdown: QualityBreakdown | null;
  wordCount: number | null;
  modelUsed: string | null;
  /** Seconds. */
  processingTime: number | null;
  source:
    { kind: 'enhance' | 'history'; id: string } | { kind: 'project'; id: string; name: string };
}

export function resultFromEnhance(
  input: string,
  settings: EnhanceSettings,
  response: EnhanceResponse,
): WorkspaceResult {
  return {
    input,
    output: response.enhanced_text,
    settings,
    qualityScore: response.quality_score,
    inputQualityScore: response.input_quality_score,
    breakdown: response.quality_breakdown,
    inputBreakdown: response.input_quality_breakdown,
    wordCount: response.word_count,
    modelUsed: response.model_used,
    processingTime: response.processing_time,
    source: { kind: 'enhance', id: response.history_id },
  };
}

export function resultFromHistory(entry: HistoryEntry): WorkspaceResult {
  return {
    input: entry.input,
    output: entry.output,
    settings: entry.settings,
    qualityScore: entry.quality_score,
    inputQualityScore: entry.input_quality_score,
    breakdown: entry.quality_breakdown,
    inputBreakdown: null,
    wordCount: entry.word_count,
    modelUsed: entry.model_used,
    processingTime: entry.processing_time,
    source: { kind: 'history', id: entry.id },
  };
}

export function resultFromProject(project: Project): WorkspaceResult {
  return {
    input: project.input,
    output: project.output,
    settings: project.settings,
    qualityScore: project.quality_score,
    inputQualityScore: null,
    breakdown: null,
    inputBreakdown: null,
    wordCount: null,
    modelUsed: null,
    processingTime: null,
    source: { kind: 'project', id: project.id, name: project.name },
  };
}
