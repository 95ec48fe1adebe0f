import { loadRealTexts, REAL_TEXT_SPLITS, wordCount } from './real-texts.js';

describe('the real-text corpus', () => {
  const texts = loadRealTexts();

  it('holds at least 64 texts with unique ids', () => {
    expect(texts.length).toBeGreaterThanOrEqual(64);
    expect(new Set(texts.map((entry) => entry.id)).size).toBe(texts.length);
  });

  it('names where every text was found', () => {
    for (const entry of texts) {
      expect(entry.source_url).toMatch(/^https?:\/\/\S+$/);
      expect(entry.title.trim()).not.toBe('');
      expect(entry.kind).toMatch(/^[a-z-]+$/);
    }
  });

  it('keeps every text between 40 and 250 words', () => {
    const outside = texts.filter(
      (entry) => wordCount(entry.text) < 40 || wordCount(entry.text) > 250,
    );
    expect(outside.map((entry) => entry.id)).toEqual([]);
  });

  it('has every kind in the dev and held-out halves, and every text in exactly one set', () => {
    const kinds = [...new Set(texts.map((entry) => entry.kind))].sort();
    expect(kinds.length).toBeGreaterThanOrEqual(8);
    for (const split of ['dev', 'holdout'] as const) {
      const half = loadRealTexts(split);
      expect([...new Set(half.map((entry) => entry.kind))].sort()).toEqual(kinds);
    }
    const sets = REAL_TEXT_SPLITS.map((split) => loadRealTexts(split));
    expect(sets.every((set) => set.length > 0)).toBe(true);
    expect(sets.reduce((sum, set) => sum + set.length, 0)).toBe(texts.length);
  });
});
