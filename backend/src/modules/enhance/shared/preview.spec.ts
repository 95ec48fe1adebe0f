import { preview } from './preview.js';

describe('preview', () => {
  it('should keep a short text whole, on one line', () => {
    expect(preview('  Hello\n\n  world  ', 100)).toBe('Hello world');
  });

  it('should cut a long text to exactly the length, ending with an ellipsis', () => {
    const cut = preview('word '.repeat(100), 100);
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('should keep a text of exactly the length whole', () => {
    const text = 'a'.repeat(150);
    expect(preview(text, 150)).toBe(text);
  });

  it('should never split an emoji', () => {
    const cut = preview('😀'.repeat(200), 100);
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut).toBe(`${'😀'.repeat(99)}…`);
  });

  it('should read like collapsing every run of white space, whatever the text', () => {
    const reference = (text: string, length: number) => {
      const flat = Array.from(text.replace(/\s+/g, ' ').trim());
      return flat.length <= length
        ? flat.join('')
        : `${flat
            .slice(0, length - 1)
            .join('')
            .trimEnd()}…`;
    };
    const pieces = ['word', ' ', '\n\n', '\t', '😀', 'é', '  ', 'x', '\u00a0', '.'];
    for (let seed = 1; seed <= 300; seed++) {
      let text = '';
      for (let i = 0, n = seed; i < (seed % 60) + 1; i++, n = (n * 1103515245 + 12345) % 2 ** 31)
        text += pieces[n % pieces.length];
      for (const length of [1, 5, 20, 100])
        expect(preview(text, length)).toBe(reference(text, length));
    }
  });

  it('should show the words of HTML and markdown, not their tags or marks', () => {
    expect(
      preview('<p>We raised <strong>$4,000</strong> for the charity &amp; its shelter.</p>', 100),
    ).toBe('We raised $4,000 for the charity & its shelter.');
    expect(preview('## Update\n\nOur **budget** grew by 4%.\n\n- One\n- Two', 100)).toBe(
      'Update Our budget grew by 4%. One Two',
    );
    expect(preview('Plain words, 3 < 4 and a * star.', 100)).toBe(
      'Plain words, 3 < 4 and a * star.',
    );
  });
});
