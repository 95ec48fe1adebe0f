/** The words of HTML or markdown without their markup, for diffs, word counts and previews. */

const HTML_TAG = /<\/?[a-z][a-z0-9]*\b[^>]*>/i;
const MARKDOWN_SIGNS = /\*\*|__|\]\(|^#{1,6}\s|\\[\\`*_{}[\]()#+\-.!>|~<&]/m;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|ul|ol|h[1-6]|blockquote|pre|section|article|table)>/gi, '\n\n')
    .replace(/<\/(?:li|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function markdownText(markdown: string): string {
  return markdown
    .replace(/\\\n/g, '\n')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^(\s*)(?:[-*+]|\d{1,9}[.)])\s+/gm, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\\*\w])\*(?=\S)([^*\n]+?)(?<=\S)\*(?!\*)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!>|~<&])/g, '$1')
    .trim();
}

/** The text a reader sees: tags, entities and markdown marks removed; plain text unchanged. */
export function readableText(text: string): string {
  if (HTML_TAG.test(text)) return htmlText(text);
  if (MARKDOWN_SIGNS.test(text)) return markdownText(text);
  return text;
}

/** Words as a reader counts them in a text of any format: runs of letters or digits. */
export const readerWordCount = (text: string) =>
  readableText(text).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
