import { AiConfig } from '../../ai.config.js';
import { AiService } from '../../ai.service.js';
import {
  calibrationCases,
  calibrationFigures,
  calibrationGrades,
  spearman,
} from './calibration.js';

describe('the calibration set', () => {
  it('grades every one of its 150 outputs from 1 to 5', () => {
    const grades = calibrationGrades();
    const keys = calibrationCases().map((item) => item.key);
    expect(keys).toHaveLength(150);
    expect(new Set(keys).size).toBe(150);
    for (const key of keys) {
      expect([1, 2, 3, 4, 5]).toContain(grades[key].grade);
      expect(grades[key].output).toMatch(/^[0-9a-f]{10}$/);
    }
  });

  it('computes Spearman rank correlation with ties', () => {
    expect(spearman([1, 2, 3], [10, 20, 30])).toBeCloseTo(1);
    expect(spearman([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2], [1, 2, 3])).toBeCloseTo(0.866, 2);
  });

  // The score follows the reader's grades here as measured after issue 28's recalibration (0.41
  // over all 150, 0.37 on the tuning half, 0.47 held out; docs/ai.md): a change to the score or
  // the engine that ranks the outputs further from the grades fails. The grades of outputs that
  // changed since they were read (`stale`) are counted as given. Since "by about 40%" →
  // "by approximately 40%" is no longer named a change of word class (2026-12-02), five
  // near-unchanged outputs here (graded 2 and 3) score as their good inputs do instead of capped:
  // held out 0.44 → 0.40, all 0.41 → 0.39, while the real texts' gain-against-grade Spearman
  // rose on 44 of 102 sets and fell on none (REPORT.md).
  it('ranks its 150 outputs by score in the order its reader graded them', async () => {
    const service = new AiService(new AiConfig());
    const figures = await calibrationFigures((request) => service.rewrite(request));
    if (process.env.PRINT_CALIBRATION) console.log(JSON.stringify(figures, null, 1));
    expect(figures.graded).toBe(150);
    expect(figures.correlation.all).toBeGreaterThanOrEqual(0.38);
    expect(figures.correlation.heldOut).toBeGreaterThanOrEqual(0.39);
  });

  it('notices an output that changed since it was graded', async () => {
    const service = new AiService(new AiConfig());
    const figures = await calibrationFigures(async (request) => {
      const result = await service.rewrite(request);
      return request.emotion_tone === 'urgent'
        ? { ...result, enhanced_text: `${result.enhanced_text} Changed.` }
        : result;
    });
    const urgent = calibrationCases().filter((item) => item.request.emotion_tone === 'urgent');
    for (const item of urgent) expect(figures.stale).toContain(item.key);
  });
});
