import { PROOF_FIGURES } from '../../../frontend/src/features/landing/proof/proof-figures.js';
import { TONE_LABELS } from '../modules/ai/ai.types.js';
import { publishedEvaluation } from './proof-figures.js';
import { proofPage } from './proof-page.js';

type Evaluation = Awaited<ReturnType<typeof publishedEvaluation>>;

const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

describe("the landing page's #proof figures", () => {
  let today: Evaluation;
  beforeAll(async () => {
    today = await publishedEvaluation(PROOF_FIGURES.generated_on);
  });

  it('should count every text once at every tone and intensity', () => {
    const { figures, texts, runs } = today;
    expect(figures.texts).toBe(texts.length);
    expect(figures.tones).toBe(Object.keys(TONE_LABELS).length);
    expect(figures.rewrites).toBe(texts.length * figures.tones * figures.intensities.length);
    const cells = new Set(runs.map((run) => `${run.textId}/${run.tone}/${run.intensity}`));
    expect(cells.size).toBe(runs.length);
    expect(figures.facts_kept).toBe(runs.filter((run) => run.lostFacts.length === 0).length);
    expect(figures.unchanged).toBe(runs.filter((run) => run.identical).length);
  });

  it('should state only what the engine achieves today: it may understate after an improvement, never overstate', () => {
    const { figures } = today;
    const { engine, texts, tones, intensities, rewrites, sample_path } = figures;
    expect(PROOF_FIGURES).toMatchObject({
      engine,
      texts,
      tones,
      intensities,
      rewrites,
      sample_path,
    });
    expect(PROOF_FIGURES.facts_kept).toBeLessThanOrEqual(figures.facts_kept);
    expect(PROOF_FIGURES.tone_moved).toBeLessThanOrEqual(figures.tone_moved);
    expect(PROOF_FIGURES.content_recall).toBeLessThanOrEqual(figures.content_recall);
    expect(PROOF_FIGURES.new_defects).toBeGreaterThanOrEqual(figures.new_defects);
    expect(PROOF_FIGURES.unchanged).toBeGreaterThanOrEqual(figures.unchanged);
  });

  it('should keep every number, amount, link and tag in every rewrite (meaning is protected)', () => {
    const lost = today.runs.filter((run) => run.lostFacts.length > 0);
    expect(
      lost.map((run) => `${run.textId}/${run.tone}/${run.intensity}: ${run.lostFacts}`),
    ).toEqual([]);
  });

  it('should publish every input and every output behind the figures on the evaluation page', () => {
    const { figures, texts, runs } = today;
    const page = proofPage(figures, texts, runs);
    expect(page).toContain(
      `${figures.facts_kept} of ${figures.rewrites} rewrites kept every number`,
    );
    for (const text of texts) expect(page).toContain(escaped(text.text));
    for (const run of runs) expect(page).toContain(escaped(run.output));
  });
});
