import type { ExportContent } from '../export-content.js';
import { cleanText } from '../export-content.js';
import { pdfSafe } from './render-pdf.js';
import { renderHtmlDocument, renderMd, renderTxt } from './render-text.js';

const content = (overrides: Partial<ExportContent> = {}): ExportContent => ({
  input: 'We might move the launch.',
  output: 'We will move the launch to Thursday.\n\n- First\n- Second',
  settings: {
    emotion_tone: 'balanced',
    persona_profile: 'executive',
    output_format: 'plain',
    intensity: 7,
    use_case: null,
    target_word_count: null,
    locked_terms: [],
  },
  qualityScore: 8.44,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  ...overrides,
});

describe('export renderers', () => {
  it('should put the result first, then the settings with the tone label and score, then the original', () => {
    const text = renderTxt(content());
    const order = [
      'Thursday',
      '- First',
      'Tone: Analytical & Logical',
      'Quality score: 8.4/10',
      'Original text',
      'We might',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Created: 2026-11-22');
  });

  it('should leave out the original and the score when there are none', () => {
    const text = renderTxt(content({ input: null, qualityScore: null }));
    expect(text).not.toContain('Original text');
    expect(text).not.toContain('Quality score');
  });

  it('should escape markdown in setting values', () => {
    const md = renderMd(
      content({ settings: { ...content().settings, locked_terms: ['*x*', '[a](b)'] } }),
    );
    expect(md).toContain('- **Locked terms:** \\*x\\*, \\[a\\](b)');
  });

  it('should escape every user text in the HTML page', () => {
    const html = renderHtmlDocument(
      content({
        settings: { ...content().settings, locked_terms: ['<img src=x onerror=alert(1)>'] },
      }),
    );
    expect(html).toContain('<dd>&lt;img src=x onerror=alert(1)&gt;</dd>');
    expect(html).toContain('<ul><li>First</li><li>Second</li></ul>');
  });

  it('should drop characters that XML and PDF text cannot carry', () => {
    expect(cleanText('a\u0000b\u0007c\td\ne\uD800f')).toBe('abc\td\nef');
  });

  it('should keep what the standard PDF fonts draw and mark the rest', () => {
    expect(pdfSafe('Café “quoted” — 5 € • ok')).toBe('Café “quoted” — 5 € • ok');
    expect(pdfSafe('ﬁne ＡＢ 日本 😀')).toBe('fine AB ?? ?');
  });
});
