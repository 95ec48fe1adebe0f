import type { TextDocument } from './document.js';
import { splitLinks } from './links.js';

const INLINE_SPECIAL = /[\\`*[\]<>~|]|(?<!\w)_|_(?!\w)|&(?=#?\w+;)/g;

function escapeInline(text: string): string {
  return splitLinks(text)
    .map((piece) => (piece.href ? piece.text : piece.text.replace(INLINE_SPECIAL, '\\$&')))
    .join('');
}

/** Characters that would turn a line into a heading, list or quote. */
function escapeLineStart(line: string): string {
  return line.replace(
    /^(\s*)(#{1,6}\s|[-+*]\s|>|(\d{1,9})([.)])\s)/,
    (all, space: string, _m, digits?: string, mark?: string) =>
      digits ? `${space}${digits}\\${mark} ` : `${space}\\${all.slice(space.length)}`,
  );
}

/**
 * CommonMark that renders to the same structure: paragraphs, hard line breaks, lists, headings.
 * It adds no emphasis: bold is the author's choice, never the converter's.
 */
export function renderMarkdown(doc: TextDocument): string {
  const line = (text: string) => escapeLineStart(escapeInline(text));
  return doc.blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.lines.map(line).join('\\\n');
        case 'heading':
          return `${'#'.repeat(Math.min(block.level || 2, 6))} ${escapeInline(block.text)}`;
        case 'list':
          return block.items
            .map(
              (item, index) =>
                `${block.ordered ? `${index + 1}.` : '-'} ${escapeInline(item.text)}`,
            )
            .join('\n');
        case 'code':
          return `\`\`\`\n${block.text.replace(/```/g, '`\u200b``')}\n\`\`\``;
      }
    })
    .join('\n\n');
}
