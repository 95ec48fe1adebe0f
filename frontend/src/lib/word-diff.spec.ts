import { describeDiffStats, diffStats, wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('should mark the words that were replaced, and keep the rest in reading order', () => {
    const tokens = wordDiff('We might help your team.', 'We will help your team.');
    expect(tokens.filter((token) => token.kind === 'removed').map((t) => t.text.trim())).toEqual([
      'might',
    ]);
    expect(tokens.filter((token) => token.kind === 'added').map((t) => t.text.trim())).toEqual([
      'will',
    ]);
    // Reading the kept and added parts gives the new text back; kept and removed the old one.
    const read = (kinds: string[]) =>
      tokens
        .filter((token) => kinds.includes(token.kind))
        .map((token) => token.text)
        .join('');
    expect(read(['same', 'added'])).toBe('We will help your team.');
    expect(read(['same', 'removed'])).toBe('We might help your team.');
  });

  it('should give one unchanged token for identical texts', () => {
    expect(wordDiff('Same words here.', 'Same words here.')).toEqual([
      { kind: 'same', text: 'Same words here.' },
    ]);
  });

  it('should never put two tokens of the same kind next to each other', () => {
    const tokens = wordDiff('one two three four', 'uno dos tres cuatro');
    for (let index = 1; index < tokens.length; index += 1) {
      expect(tokens[index].kind).not.toBe(tokens[index - 1].kind);
    }
  });
});

describe('diffStats', () => {
  it('should count the words added, removed and kept', () => {
    const stats = diffStats(wordDiff('Please send the report today', 'Kindly send the report now'));
    expect(stats).toEqual({ added: 2, removed: 2, kept: 3 });
  });

  it('should say "word" for one and "words" for more', () => {
    expect(describeDiffStats({ added: 1, removed: 4, kept: 87 })).toBe(
      '1 word added, 4 removed, 87 kept',
    );
    expect(describeDiffStats({ added: 2, removed: 0, kept: 5 })).toBe(
      '2 words added, 0 removed, 5 kept',
    );
  });
});
