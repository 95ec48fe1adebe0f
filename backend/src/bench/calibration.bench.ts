import { AiConfig } from '../modules/ai/ai.config.js';
import { AiService } from '../modules/ai/ai.service.js';
import { calibrationFigures } from '../modules/ai/testing/calibration/calibration.js';

const GOAL_CORRELATION = 0.7;

/**
 * How far quality_score agrees with a person's grades (testing/calibration: 150 outputs read
 * and graded 1–5 by RUBRIC.md), and how often the built-in engine returns the text unchanged at
 * intensity 7 or more where the tone asked for is not the text's own.
 */
export async function benchCalibration(print: (line: string) => void): Promise<void> {
  const service = new AiService(new AiConfig());
  const figures = await calibrationFigures((request) => service.rewrite(request));
  const { all, tuning, heldOut } = figures.correlation;
  print(
    `quality_score vs human grades (${figures.graded} outputs): Spearman ${all.toFixed(2)} ` +
      `(tuning half ${tuning.toFixed(2)}, held-out half ${heldOut.toFixed(2)}; goal ≥${GOAL_CORRELATION}: ` +
      `${all >= GOAL_CORRELATION ? 'met' : 'MISSED'})`,
  );
  if (figures.ungraded.length > 0)
    print(`  ${figures.ungraded.length} outputs have no grade: re-grade them (RUBRIC.md)`);
  if (figures.stale.length > 0)
    print(
      `  STALE: ${figures.stale.length} outputs changed since they were graded; read and re-grade ` +
        `them (RUBRIC.md): ${figures.stale.join(', ')}`,
    );
  else print('  every graded output is the one the engine gives now (no stale grades)');
  const { identical, total } = figures.identicalHigh;
  print(
    `identical outputs at intensity ≥7 where the tone differs from the text's own: ` +
      `${identical} of ${total} (${((identical / Math.max(1, total)) * 100).toFixed(0)}%; goal 0: ` +
      `${identical === 0 ? 'met' : 'MISSED'}; each is labelled 'unchanged' with advice)`,
  );
}
