import { PROOF_FIGURES } from '../../../frontend/src/features/landing/proof/proof-figures.js';
import { publishedEvaluation } from './proof-figures.js';

describe("the landing page's #proof figures", () => {
  it('should be what the built-in engine gives today (run npm run eval:publish after engine changes)', async () => {
    const { figures } = await publishedEvaluation(PROOF_FIGURES.generated_on);
    expect(figures).toEqual(PROOF_FIGURES);
  }, 120_000);
});
