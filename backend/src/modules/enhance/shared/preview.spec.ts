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
});
