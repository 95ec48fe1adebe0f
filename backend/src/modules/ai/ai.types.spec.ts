import { USE_CASES, USE_CASE_WORD_RANGES } from './ai.types.js';

describe('ai types', () => {
  it('should give every use case a recommended word range', () => {
    for (const useCase of USE_CASES) {
      const [min, max] = USE_CASE_WORD_RANGES[useCase];
      expect(min).toBeLessThan(max);
    }
  });
});
