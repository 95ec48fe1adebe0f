import { analyzeLyrics } from '../analysis/analyze-lyrics.js';
import { pronounce } from '../analysis/phonetics.js';
import { rhymeBetween } from '../analysis/rhyme.js';
import { rhymeSuggestions } from './rhyme-suggestions.js';

const SONG = `[Verse 1]
The kitchen light is on all night
Your coffee cup beside the sink
I count the cars that pass the house
And wait for you to walk inside`;

describe('line-by-line rhyme suggestions (issue 32)', () => {
  it('offers perfect rhymes for a broken rhyme that keep the syllables and stress of the last word', () => {
    const analysis = analyzeLyrics(SONG, { rhyme_scheme: 'ABAB' });
    const suggestions = rhymeSuggestions(analysis, 'ABAB');
    // "house" should answer "night" (ABAB): one-syllable, stressed, perfect rhymes.
    const third = suggestions.filter((s) => s.line === 2);
    expect(third.length).toBeGreaterThan(0);
    expect(third.length).toBeLessThanOrEqual(3);
    for (const suggestion of third) {
      expect(rhymeBetween('night', suggestion.replacement)).toBe('perfect');
      expect(pronounce(suggestion.replacement).syllables).toBe(1);
      expect(suggestion.after).toBe(`I count the cars that pass the ${suggestion.replacement}`);
      expect(suggestion.rhymes_with).toBe(0);
    }
    // "inside" should answer "sink": anything offered keeps its two syllables and 0-1 stress.
    for (const suggestion of suggestions.filter((s) => s.line === 3)) {
      expect(rhymeBetween('sink', suggestion.replacement)).toBe('perfect');
      expect(pronounce(suggestion.replacement).stress.replace(/2/g, '1')).toBe('01');
    }
    // Lines that already rhyme to plan get nothing.
    expect(suggestions.some((s) => s.line === 0 || s.line === 1)).toBe(false);
  });
});
