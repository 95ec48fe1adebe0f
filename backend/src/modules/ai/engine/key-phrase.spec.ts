import { rewriteWithBuiltinEngine } from './builtin-engine.js';

const emphasised = (text: string) =>
  /\*\*(.+?)\*\*/.exec(
    rewriteWithBuiltinEngine({
      text,
      emotion_tone: 'calm',
      intensity: 6,
      output_format: 'markdown',
    }).text,
  )?.[1];

describe('what markdown emphasis marks', () => {
  it('prefers an amount or a percentage', () => {
    expect(
      emphasised('The new plan costs $12 a month and covers five people in one account.'),
    ).toBe('$12');
  });

  it('marks an offer when the text has no figure', () => {
    expect(
      emphasised('Feel free to drop by. The studio offers free parking and a free first class.'),
    ).toBe('free parking');
    expect(emphasised('Come to the shop on Main Street for free coffee and a pastry.')).toBe(
      'free coffee and a pastry',
    );
  });

  it('marks a named day over a topic word', () => {
    expect(emphasised('The reading group meets next Tuesday in the library. Bring a book.')).toBe(
      'next Tuesday',
    );
  });

  it('does not take "free for" or "feel free" for an offer', () => {
    const marked = emphasised(
      'Our planner is free for 30 days. Feel free to share it with friends.',
    );
    expect(marked).not.toMatch(/^free/i);
  });
});
