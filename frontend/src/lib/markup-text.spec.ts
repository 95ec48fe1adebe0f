import { diffStats, wordDiff } from './word-diff';
import { readableText } from './markup-text';

describe('readableText', () => {
  it('should read HTML down to its words, paragraphs apart', () => {
    expect(
      readableText(
        '<p>We raised <strong>$4,000</strong> for the charity &amp; its shelter.</p>\n<ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('We raised $4,000 for the charity & its shelter.\n\nOne\nTwo');
  });

  it('should read markdown down to its words', () => {
    expect(
      readableText('## Update\n\nOur **budget** grew by 4% \\[net\\].\\\nThanks,\n\n- One\n- Two'),
    ).toBe('Update\n\nOur budget grew by 4% [net].\nThanks,\n\nOne\nTwo');
  });

  it('should leave plain text as it is', () => {
    expect(readableText('3 < 4 and a * star, e.g. 2*3.')).toBe('3 < 4 and a * star, e.g. 2*3.');
  });

  it('should count no tag as a word added ("8 words added" for one bolded word)', () => {
    const input = 'We need the budget for the charity event.';
    const html = '<p>We need the <strong>budget</strong> for the charity event.</p>';
    expect(diffStats(wordDiff(readableText(input), readableText(html)))).toEqual({
      added: 0,
      removed: 0,
      kept: 8,
    });
  });
});
