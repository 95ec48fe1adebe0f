import { comparableText, isUnchanged } from './unchanged.js';

describe('isUnchanged', () => {
  it('holds for the same text and for case, punctuation, whitespace or markup only', () => {
    const input = 'We might ship the update next week, if the tests pass.';
    expect(isUnchanged(input, input)).toBe(true);
    expect(isUnchanged(input, 'we might ship the update next week if the tests pass')).toBe(true);
    expect(
      isUnchanged(input, '  We  might ship the update\nnext week — if the tests pass!  '),
    ).toBe(true);
    expect(
      isUnchanged(
        input,
        '<p>We might ship the <strong>update</strong> next week, if the tests pass.</p>',
      ),
    ).toBe(true);
    expect(isUnchanged(input, '**We might ship the update next week, if the tests pass.**')).toBe(
      true,
    );
    expect(isUnchanged('Ｆｕｌｌ width text here', 'full width text here')).toBe(true);
  });

  it('fails for any changed, added or removed word or number', () => {
    const input = 'We might ship the update next week, if the tests pass.';
    expect(isUnchanged(input, 'We will ship the update next week, if the tests pass.')).toBe(false);
    expect(isUnchanged(input, 'We might ship the update next week.')).toBe(false);
    expect(isUnchanged('Pay 40 dollars.', 'Pay 14 dollars.')).toBe(false);
    expect(isUnchanged('Let us go.', 'Let’s go.')).toBe(false);
  });

  it('keeps letters of every script and their marks', () => {
    expect(comparableText('नमस्ते, दुनिया!')).toBe('नमस्तेदुनिया');
    expect(isUnchanged('你好，世界。', '你好世界')).toBe(true);
  });
});
