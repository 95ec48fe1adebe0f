import { rewriteWithBuiltinEngine } from './builtin-engine.js';
import { verifySentence } from './verify/verify-sentence.js';
import { EMOTION_TONES } from '../ai.types.js';

// Classes of harm the sweep over other people's prose found (npm run eval:sweep); the texts
// here are written for the tests.
const rewrite = (text: string, tone: (typeof EMOTION_TONES)[number], intensity: number) =>
  rewriteWithBuiltinEngine({ text, emotion_tone: tone, intensity }).plainText;

describe('what the sweep found', () => {
  it('keeps the inline code of a markdown text exactly as written, in every tone', () => {
    const text =
      'Set `$EDITOR` to your editor rather than a `.cmd` shim. `normalize()` leaves bad input alone, and `require` still works for old callers.';
    for (const tone of EMOTION_TONES)
      for (const intensity of [3, 8, 10]) {
        const out = rewrite(text, tone, intensity);
        for (const code of ['$EDITOR', '.cmd', 'normalize()', 'require'])
          expect({ tone, intensity, kept: out.includes(code) }).toEqual({
            tone,
            intensity,
            kept: true,
          });
        expect(out).not.toMatch(/\ba\.cmd\b|Normalize\(\)/);
      }
  });

  it('never reads "argument" as a quarrel', () => {
    const text =
      'The second argument is optional. With one argument the call returns the default value.';
    for (const tone of ['empathetic', 'calm'] as const)
      expect(rewrite(text, tone, 10)).not.toMatch(/disagreement/);
  });

  it('refuses a split that starts a sentence with a protected detail or leaves a verb without its subject', () => {
    expect(
      verifySentence(
        'The scheme is always \uE0001\uE001, but has two new properties.',
        'The scheme is always \uE0001\uE001. But has two new properties.',
      ),
    ).toContain('"But has two new properties." has no subject');
    expect(
      verifySentence(
        'Higher is better; \uE0002\uE001 is the mean time per operation.',
        'Higher is better. \uE0002\uE001 is the mean time per operation.',
      ),
    ).toContain('a sentence break before a protected detail');
  });

  it('keeps a command a request when a label is put before it', () => {
    expect(
      verifySentence(
        'Please update before \uE0003\uE001.',
        'Important: update now before \uE0003\uE001.',
      ),
    ).not.toContain('the request was lost');
  });
});
