import { checkPlatform, countsOf, platformLength } from './platform-checks.js';
import { platformById } from './platforms.js';

const limitsOf = (id: string) => platformById(id)!.limits;
const rule = (text: string, id: string, name: string) =>
  checkPlatform(text, limitsOf(id)).find((check) => check.rule === name);

describe('platform checks', () => {
  it('should count every link as 23 characters on X, whatever its length', () => {
    const url = `https://example.com/${'a'.repeat(100)}`;
    expect(platformLength(`Read this ${url}`, 23)).toBe('Read this '.length + 23);
    expect(platformLength(`Read this ${url}`, null)).toBe('Read this '.length + url.length);
  });

  it('should count hashtags, links, emoji and words and ignore a # inside a word or a number', () => {
    const counts = countsOf(
      'Launch day 🚀 at www.example.com #launch #day1 and C# issue #42',
      limitsOf('twitter'),
    );
    expect(counts).toMatchObject({ hashtags: 2, links: 1, emojis: 1 });
    expect(counts.words).toBeGreaterThan(5);
  });

  it('should fail the X character limit at 281 characters and pass at 280', () => {
    expect(rule('a'.repeat(280), 'twitter', 'characters')!.passed).toBe(true);
    expect(rule('a'.repeat(281), 'twitter', 'characters')!.passed).toBe(false);
  });

  it('should want 3 to 5 hashtags on LinkedIn', () => {
    expect(rule('Good news #a #b', 'linkedin', 'hashtags')!.passed).toBe(false);
    expect(rule('Good news #a #b #c', 'linkedin', 'hashtags')!.passed).toBe(true);
    expect(rule('Good news #a #b #c #d #e #f', 'linkedin', 'hashtags')!.passed).toBe(false);
  });

  it('should flag links in an Instagram caption and emoji in a press release', () => {
    expect(rule('See https://example.com', 'instagram', 'links')!.passed).toBe(false);
    expect(rule('We are thrilled 🎉', 'press-release', 'emojis')!.passed).toBe(false);
    expect(rule('We are pleased', 'press-release', 'emojis')!.passed).toBe(true);
  });

  it('should check that the LinkedIn hook fits before "see more"', () => {
    const long = `${'word '.repeat(60)}end. Short.`;
    expect(rule(long, 'linkedin', 'visible_hook')!.passed).toBe(false);
    expect(rule('Short hook. Then more.', 'linkedin', 'visible_hook')!.passed).toBe(true);
  });
});
