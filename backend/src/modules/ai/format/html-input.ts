import sanitizeHtml from 'sanitize-html';
import { runInLabel } from './inline-markdown.js';

const HTML_SIGNS =
  /<(?:p|div|br|ul|ol|li|h[1-6]|strong|em|b|i|a|span|table|tr|td|blockquote|section|article|script|style|img)\b[^>]*>/i;

export const looksLikeHtml = (text: string) => HTML_SIGNS.test(text);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const STRUCTURE_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'div',
    'br',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'pre',
    'blockquote',
    // Kept only to find a bold run-in label; every tag left goes before the words are read.
    'strong',
    'b',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

function numberOrderedItems(html: string): string {
  return html.replace(/<ol>([\s\S]*?)<\/ol>/g, (_all, body: string) => {
    let number = 0;
    return `\n\n${body.replace(/<li>/g, () => `\n${++number}. `)}\n\n`;
  });
}

// A bold label that opens a line, as `stripInlineMarkdown` reads one.
const BOLD_AT_LINE_START = /(^|\n)[ \t]*<(?:strong|b)>([^<\n]+?)<\/(?:strong|b)>[ \t]+(?=\S)/g;

/** HTML an author pasted, as markdown-like plain text: blocks, list markers and headings kept. */
export function htmlToStructuredText(html: string): string {
  const clean = numberOrderedItems(sanitizeHtml(html, STRUCTURE_ONLY));
  const text = clean
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<h([1-6])>/g, (_all, level: string) => `\n\n${'#'.repeat(Number(level))} `)
    .replace(/<\/(?:p|div|h[1-6]|ul|blockquote|pre)>|<(?:p|div|ul|blockquote|pre)>/g, '\n\n')
    .replace(/<li>/g, '\n- ')
    .replace(
      BOLD_AT_LINE_START,
      (all, start: string, label: string, offset: number, whole: string) => {
        const labelled = runInLabel(decodeEntities(label), whole.slice(offset + all.length));
        return labelled ? `${start}${labelled}` : all;
      },
    )
    .replace(/<\/li>/g, '\n')
    .replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_all, href: string, label: string) => {
      const target = decodeEntities(href).replace(/^mailto:/, '');
      const words = label.replace(/<[^>]*>/g, '');
      return decodeEntities(words) === target || !words.trim() ? href : `${words} (${href})`;
    })
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
