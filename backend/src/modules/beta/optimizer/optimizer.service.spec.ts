import { platformById } from './platforms.js';
import { targetWordsFor } from './optimizer.service.js';

describe('targetWordsFor', () => {
  it('should aim at the platform’s maximum only when the text is longer, never padding a short one', () => {
    const x = platformById('twitter')!;
    expect(targetWordsFor(x, 'Short news about our launch today.')).toBeNull();
    expect(targetWordsFor(x, 'word '.repeat(80))).toBe(50);
    // The engine takes 25 words at the least.
    expect(targetWordsFor(platformById('advertisement')!, 'word '.repeat(40))).toBe(25);
  });
});
