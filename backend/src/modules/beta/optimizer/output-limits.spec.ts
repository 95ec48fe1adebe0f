import { rewriteWithBuiltinEngine } from '../../ai/ai.engine.js';
import { EMOTION_TONES } from '../../ai/ai.types.js';
import { holdToLimits } from './output-limits.js';
import { checkPlatform, countsOf } from './platform-checks.js';
import { platformById } from './platforms.js';

const x = platformById('twitter')!;
const passed = (text: string) =>
  new Set(
    checkPlatform(text, x.limits)
      .filter((check) => check.passed)
      .map((c) => c.rule),
  );

describe('holding a rewrite to the platform', () => {
  it('should leave out an added sentence that takes a 50-word post to 51 words', () => {
    const input = `${'We ship the new export today for every plan and every team. '.repeat(4)}Thanks, truly.`;
    expect(countsOf(input, x.limits).words).toBe(50);
    const output = `${input.replaceAll('We ship', 'We launch')} Let me know what you think.`;
    const fitted = holdToLimits(input, output, x.limits, x.name);
    expect(countsOf(fitted.text, x.limits).words).toBeLessThanOrEqual(50);
    expect(fitted.held).toBe(true);
    expect(fitted.text).toMatch(/^We launch/);
    expect(fitted.notes[0]).toMatch(/left out/);
  });

  it('should give the text back as written when no cut keeps the limits it met', () => {
    const input = 'We ship the new export today. It works for every plan.';
    const output = `${'A much longer sentence that the rewrite wrote instead of the text '.repeat(8)}.`;
    const fitted = holdToLimits(input, output, x.limits, x.name);
    expect(fitted.text).toBe(input);
    expect(fitted.notes[0]).toMatch(/kept as you wrote it/);
  });

  it('should hold a hard character limit by leaving out whole sentences, and say so', () => {
    const long = 'Our team shipped a new export for every plan this week. '.repeat(6).trim();
    const fitted = holdToLimits(long, long, x.limits, x.name);
    expect(countsOf(fitted.text, x.limits).characters).toBeLessThanOrEqual(280);
    expect(fitted.held).toBe(true);
    expect(fitted.notes).toHaveLength(2);
    expect(fitted.text).toMatch(/week\.$/);
    expect(fitted.notes.join(' ')).toContain(
      'X (Twitter) allows at most 280 characters, a hard limit: 1 sentence was left out, from "Our team shipped',
    );
  });

  it('should keep "U.S. Steel" and "Dr. Patel" whole when it leaves sentences out', () => {
    const input =
      `Nippon Steel completed its purchase of U.S. Steel on Friday. We met Dr. Patel at the Gary plant. ${'The mills will run for years to come, with new furnaces and new jobs. '.repeat(4)}`.trim();
    const fitted = holdToLimits(input, input, x.limits, x.name);
    expect(fitted.text).toMatch(
      /^Nippon Steel completed its purchase of U\.S\. Steel on Friday\. We met Dr\. Patel/,
    );
    expect(countsOf(fitted.text, x.limits).characters).toBeLessThanOrEqual(280);
  });

  it('should cut one sentence longer than the limit at a word, with an ellipsis', () => {
    const input = `We ${'really '.repeat(60)}ship today.`;
    const fitted = holdToLimits(input, input, x.limits, x.name);
    expect(fitted.text).toMatch(/really…$/);
    expect(countsOf(fitted.text, x.limits).characters).toBeLessThanOrEqual(280);
    expect(fitted.notes.join(' ')).toMatch(/cut at a word to fit/);
  });

  it('should never fail a check the input passed, for any tone and intensity of the built-in engine', () => {
    const posts = [
      'New: export your reports to PDF in one click. Available today for every plan. https://example.com/changelog #productupdate',
      `${'We ship the new export today for every plan and every team. '.repeat(4)}Thanks, truly.`,
    ];
    for (const post of posts) {
      for (const emotion_tone of EMOTION_TONES) {
        for (const intensity of [3, 7, 10]) {
          const output = rewriteWithBuiltinEngine({
            text: post,
            emotion_tone,
            intensity,
            use_case: 'facebook-post',
          }).text;
          const fitted = holdToLimits(post, output, x.limits, x.name);
          const after = passed(fitted.text);
          const lost = [...passed(post)].filter((rule) => !after.has(rule));
          expect({ emotion_tone, intensity, lost }).toEqual({ emotion_tone, intensity, lost: [] });
        }
      }
    }
  });
});
