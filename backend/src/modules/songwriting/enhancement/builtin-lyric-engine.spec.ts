import { analyzeLyrics } from '../analysis/analyze-lyrics.js';
import { rewriteWithBuiltinEngine } from './builtin-lyric-engine.js';
import { swapKeepsGrammar } from './swap-check.js';

const rewrite = (lyrics: string, target: Parameters<typeof rewriteWithBuiltinEngine>[2]) =>
  rewriteWithBuiltinEngine(lyrics, analyzeLyrics(lyrics), target);

describe('built-in lyric engine', () => {
  it('should swap inner words toward the target emotion and say what it changed', () => {
    const result = rewrite(
      'I walked alone along the empty road\nThe city lights were fading into grey',
      'inspiring',
    );
    expect(result.lyrics.split('\n')[0]).toBe('I climbed alone along the empty road');
    expect(result.changes).toEqual([
      expect.objectContaining({
        line: 0,
        before: 'I walked alone along the empty road',
        reason: '"walked" → "climbed" (toward inspiring)',
      }),
    ]);
  });

  it('should never change the last word of a line, so every rhyme holds', () => {
    const lyrics = 'I cannot stop the rain\nI walk alone in the dark\nThe night is cold';
    const result = rewrite(lyrics, 'playful');
    result.lyrics
      .split('\n')
      .forEach((line, index) =>
        expect(line.split(' ').at(-1)).toBe(lyrics.split('\n')[index].split(' ').at(-1)),
      );
  });

  it('should keep the grammar: no intransitive verb before an object, no phrasal verb broken, hooks left alone', () => {
    expect(swapKeepsGrammar('I cry the names', 'I rise the names', 'cry', 'rise')).toBe(false);
    expect(
      swapKeepsGrammar('The barn is falling down', 'The barn is rising down', 'falling', 'rising'),
    ).toBe(false);
    expect(
      swapKeepsGrammar('I saw you smile tonight', 'I saw you sigh tonight', 'smile', 'sigh'),
    ).toBe(true);
    expect(rewrite('Hold on, hold on, the night is almost through', 'melancholic').lyrics).toBe(
      'Hold on, hold on, the dusk is almost through',
    );
  });

  it('should replace a stock phrase with a fresh image that ends on the same word', () => {
    const result = rewrite('You left me with a broken heart', 'inspiring');
    expect(result.lyrics).toBe('You left me with a mended heart');
  });
});
