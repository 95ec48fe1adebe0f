import { syllablesIn } from './syllables.js';

// Dictionary syllable counts for common business-prose words.
const KNOWN: [string, number][] = [
  ['wonderful', 3],
  ['deployed', 2],
  ['wanted', 2],
  ['walked', 1],
  ['makes', 1],
  ['changes', 2],
  ['boxes', 2],
  ['table', 2],
  ['little', 2],
  ['whole', 1],
  ['trying', 2],
  ['going', 2],
  ['radio', 3],
  ['period', 3],
  ['lovely', 2],
  ['movement', 2],
  ['completely', 3],
  ['quality', 3],
  ['guarantee', 3],
  ['companies', 3],
  ['organization', 5],
  ['information', 4],
  ['communication', 5],
  ['dashboard', 2],
  ['analytics', 4],
  ['customers', 3],
  ['region', 2],
  ['minutes', 2],
  ['attached', 2],
  ['comments', 2],
  ['excited', 3],
  ['platform', 2],
  ['incident', 3],
  ['honestly', 3],
  ['questions', 2],
  ['support', 2],
  ['pricing', 2],
  ['compare', 2],
  ['incredible', 4],
  ['release', 2],
  ['security', 4],
  ['training', 2],
  ['feature', 2],
  ['managers', 3],
  ['approve', 2],
  ['expenses', 3],
  ['phone', 1],
  ['patience', 2],
  ['committee', 3],
  ['results', 2],
  ['budget', 2],
  ['shorter', 2],
  ['improve', 2],
  ['beautiful', 3],
  ['strategic', 3],
  ['implementation', 5],
  ['necessary', 4],
  ['the', 1],
  ['cat', 1],
  ['report', 2],
  ['tomorrow', 3],
  ['decision', 3],
  ['understand', 3],
];

describe('syllablesIn', () => {
  it('should match dictionary counts for at least 90% of common words', () => {
    const wrong = KNOWN.filter(([word, count]) => syllablesIn(word) !== count);
    expect(wrong.length / KNOWN.length).toBeLessThanOrEqual(0.1);
  });

  it('should never be more than one syllable off on common words', () => {
    for (const [word, count] of KNOWN)
      expect(Math.abs(syllablesIn(word) - count)).toBeLessThanOrEqual(1);
  });

  it('should count one for tokens without letters and at least one for any word', () => {
    expect(syllablesIn('2026')).toBe(1);
    expect(syllablesIn('hmm')).toBeGreaterThanOrEqual(1);
    expect(syllablesIn('Sky')).toBe(1);
  });
});
