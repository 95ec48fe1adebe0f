import { ANALYSIS_MODES } from '../modules/ai/ai.types.js';
import { MODE_CUES, scoreMode } from '../eval/cues/cue-scores.js';
import { CUE_TABLE } from '../eval/cues/cue-table.js';

const GOAL = 0.8;

/** Precision and recall of each heat-map mode's cues on the labelled table of published sentences. */
export async function benchCues(print: (line: string) => void): Promise<void> {
  const sources = new Set(CUE_TABLE.map((row) => row.source)).size;
  print(`Labelled table: ${CUE_TABLE.length} sentences from ${sources} published pages`);
  for (const mode of ANALYSIS_MODES) {
    const score = scoreMode(mode);
    const met = score.precision >= GOAL && score.recall >= GOAL ? 'goal met' : 'GOAL MISSED';
    print(
      `heat map ${mode.padEnd(10)} cues ${MODE_CUES[mode].join(', ').padEnd(45)} precision ${score.precision.toFixed(2)} recall ${score.recall.toFixed(2)} (${score.marked} marked, ${score.labelled} labelled; goal ≥ ${GOAL} each: ${met})`,
    );
    for (const miss of score.misses) print(`  ${miss.kind} ${miss.cue}: ${miss.row.text}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
