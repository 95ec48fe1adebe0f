import type {
  ChangeLevel,
  EnhanceResponse,
  QualityBreakdown,
  SentenceAdvice,
} from '../api/enhance';
import type { HistoryEntry } from '../api/history';
import type { Project } from '../api/projects';
import type { EnhanceSettings } from './enhance-options';

/** What the result area shows: a fresh enhancement, or one opened from history or a project. */
export interface WorkspaceResult {
  /** The text the output was made from (the diff compares against it). */
  input: string;
  /** What the engine wrote; the diff and the per-sentence choices start from it. */
  rewritten: string;
  /** What Copy, Export and Save use: the rewrite with the changes the user rejected undone. */
  output: string;
  settings: EnhanceSettings;
  qualityScore: number | null;
  inputQualityScore: number | null;
  breakdown: QualityBreakdown | null;
  inputBreakdown: QualityBreakdown | null;
  wordCount: number | null;
  modelUsed: string | null;
  engine: 'builtin' | 'provider' | null;
  changeLevel: ChangeLevel | null;
  changeNote: string | null;
  /** What the checks found the rewrite damaged (the change note points to these); empty if none. */
  harmNotes: string[];
  advice: SentenceAdvice[];
  /**
   * Why this enhancement did not use the plan ("Nothing changed, so this did not use your
   * plan." and the engine's reason); null when it was charged, or for history and projects.
   */
  chargeNote: string | null;
  /** A model's streamed draft did not pass the checks: the result shown is not what streamed. */
  draftReplaced: boolean;
  /** Premium with a model: every verified version with its score, best first (else empty). */
  versions: ResultVersion[];
  source:
    { kind: 'enhance' | 'history'; id: string } | { kind: 'project'; id: string; name: string };
}

/** What history and projects do not keep: the result derives what it can from the texts. */
const NOT_STORED = {
  engine: null,
  harmNotes: [],
  changeLevel: null,
  changeNote: null,
  advice: [],
  chargeNote: null,
  draftReplaced: false,
  versions: [],
};

const squashed = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface ResultVersion {
  text: string;
  quality: number;
  wordCount: number;
}

/** The main rewrite and its alternatives, best score first; empty when there is one version. */
function versionsOf(response: EnhanceResponse): ResultVersion[] {
  const others = response.alternatives ?? [];
  if (others.length === 0) return [];
  return [
    {
      text: response.enhanced_text,
      quality: response.quality_score,
      wordCount: response.word_count,
    },
    ...others.map((other) => ({
      text: other.enhanced_text,
      quality: other.quality_score,
      wordCount: other.word_count,
    })),
  ].sort((a, b) => b.quality - a.quality);
}

/** The result with another of its versions shown (the writer's choice among the versions). */
export function withVersion(result: WorkspaceResult, version: ResultVersion): WorkspaceResult {
  return {
    ...result,
    rewritten: version.text,
    output: version.text,
    qualityScore: version.quality,
    wordCount: version.wordCount,
    // The breakdown was measured on the main version; this one has its overall score only.
    breakdown: null,
    draftReplaced: false,
  };
}

export function resultFromEnhance(
  input: string,
  settings: EnhanceSettings,
  response: EnhanceResponse,
  draft: string | null = null,
): WorkspaceResult {
  return {
    input,
    rewritten: response.enhanced_text,
    output: response.enhanced_text,
    settings,
    qualityScore: response.quality_score,
    inputQualityScore: response.input_quality_score,
    breakdown: response.quality_breakdown,
    inputBreakdown: response.input_quality_breakdown,
    wordCount: response.word_count,
    modelUsed: response.model_used,
    engine: response.engine ?? null,
    changeLevel: response.change_level ?? null,
    changeNote: response.change_note ?? null,
    harmNotes: harmNotesOf(response.guardrail_info?.notes ?? []),
    advice: response.advice ?? [],
    chargeNote: response.charged === false ? response.charge_note : null,
    draftReplaced: draft !== null && squashed(draft) !== squashed(response.enhanced_text),
    versions: versionsOf(response),
    // An uncharged result has no history entry: its key only needs to differ from the last one.
    source: { kind: 'enhance', id: response.history_id ?? `uncharged-${Date.now()}` },
  };
}

/** An entry whose text was not kept cannot be opened (its card says so); empty texts if it is. */
export function resultFromHistory(entry: HistoryEntry): WorkspaceResult {
  return {
    input: entry.input ?? '',
    rewritten: entry.output ?? '',
    output: entry.output ?? '',
    settings: entry.settings,
    qualityScore: entry.quality_score,
    inputQualityScore: entry.input_quality_score,
    breakdown: entry.quality_breakdown,
    inputBreakdown: null,
    wordCount: entry.word_count,
    modelUsed: entry.model_used,
    ...NOT_STORED,
    source: { kind: 'history', id: entry.id },
  };
}

export function resultFromProject(project: Project): WorkspaceResult {
  return {
    input: project.input,
    rewritten: project.output,
    output: project.output,
    settings: project.settings,
    qualityScore: project.quality_score,
    inputQualityScore: null,
    breakdown: null,
    inputBreakdown: null,
    wordCount: null,
    modelUsed: null,
    ...NOT_STORED,
    source: { kind: 'project', id: project.id, name: project.name },
  };
}

// The score's own damage notes ("introduced …", "added a line that misleads …"); the rest of the
// guardrail's notes say what was kept, which the result does not need to repeat.
const HARM_NOTE = /^(?:introduced |added a line that misleads)/;

/** The damage notes in a sentence each: "introduced a capital…" → "A capital…". */
export function harmNotesOf(notes: readonly string[]): string[] {
  return notes
    .filter((note) => HARM_NOTE.test(note))
    .map((note) => note.replace(/^introduced /, ''))
    .map((note) => note.charAt(0).toUpperCase() + note.slice(1));
}
