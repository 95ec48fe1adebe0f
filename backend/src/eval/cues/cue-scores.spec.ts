import { ANALYSIS_MODES } from '../../modules/ai/ai.types.js';
import { scoreMode } from './cue-scores.js';
import { CUE_TABLE } from './cue-table.js';

describe('heat-map cues on the labelled table of published sentences', () => {
  it('should keep a source address beside every row', () => {
    for (const row of CUE_TABLE) expect(row.source).toMatch(/^https?:\/\//);
  });

  it.each(ANALYSIS_MODES)('should reach precision and recall of 0.8 in %s mode', (mode) => {
    const score = scoreMode(mode);
    const misses = score.misses.map((miss) => `${miss.kind} ${miss.cue}: ${miss.row.text}`);
    const figures = `precision ${score.precision.toFixed(2)}, recall ${score.recall.toFixed(2)}`;
    const report = `${mode}: ${figures}\n${misses.join('\n')}`;
    expect(score.precision >= 0.8 && score.recall >= 0.8 ? 'met' : report).toBe('met');
  });
});
