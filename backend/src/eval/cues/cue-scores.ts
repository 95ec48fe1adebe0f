import type { AnalysisMode } from '../../modules/ai/ai.types.js';
import { heatMap } from '../../modules/ai/ai.analysis.js';
import { CUE_TABLE, type CueName, type CueRow } from './cue-table.js';

/** The cues each heat-map mode reports, as the insight each one is shown by. */
export const MODE_CUES: Record<AnalysisMode, readonly CueName[]> = {
  emotion: ['frustration', 'time_pressure'],
  persuasion: ['call_to_action', 'social_proof', 'time_pressure'],
  engagement: ['question', 'direct_address', 'time_pressure'],
  clarity: ['passive', 'hedge', 'long_sentence'],
};

const INSIGHT_CUES: readonly [RegExp, CueName][] = [
  [/^Strong call to action/, 'call_to_action'],
  [/^Social proof/, 'social_proof'],
  [/^Time pressure/, 'time_pressure'],
  [/^Frustration/, 'frustration'],
  [/^Question invites/, 'question'],
  [/^Speaks to the reader/, 'direct_address'],
  [/^Passive voice/, 'passive'],
  [/^Hedge |hedges weaken/, 'hedge'],
  [/^Long sentence/, 'long_sentence'],
];

/** The cues the heat map marks in one row (over every sentence it splits the row into). */
export function cuesFound(text: string, mode: AnalysisMode): Set<CueName> {
  const found = new Set<CueName>();
  for (const sentence of heatMap(text, mode, { includeSuggestions: false }).analysis) {
    for (const insight of sentence.insights) {
      for (const [pattern, cue] of INSIGHT_CUES) if (pattern.test(insight)) found.add(cue);
    }
  }
  return found;
}

export interface CueMiss {
  row: CueRow;
  cue: CueName;
  kind: 'missed' | 'wrong';
}

export interface ModeScore {
  mode: AnalysisMode;
  precision: number;
  recall: number;
  marked: number;
  labelled: number;
  misses: CueMiss[];
}

/** Precision and recall of one mode's cues over the labelled table. */
export function scoreMode(mode: AnalysisMode, table: readonly CueRow[] = CUE_TABLE): ModeScore {
  let truePositives = 0;
  let marked = 0;
  let labelled = 0;
  const misses: CueMiss[] = [];
  for (const row of table) {
    const found = cuesFound(row.text, mode);
    for (const cue of MODE_CUES[mode]) {
      const expected = row.cues.includes(cue);
      const got = found.has(cue);
      if (expected) labelled++;
      if (got) marked++;
      if (expected && got) truePositives++;
      else if (expected) misses.push({ row, cue, kind: 'missed' });
      else if (got) misses.push({ row, cue, kind: 'wrong' });
    }
  }
  return {
    mode,
    precision: marked === 0 ? 1 : truePositives / marked,
    recall: labelled === 0 ? 1 : truePositives / labelled,
    marked,
    labelled,
    misses,
  };
}
