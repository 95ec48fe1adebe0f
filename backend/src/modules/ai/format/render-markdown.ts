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

function emphasise(escaped: string, phrase: string | undefined, done: { value: boolean }): string {
  if (!phrase || done.value) return escaped;
  const target = escapeInline(phrase);
  const at = escaped.indexOf(target);
  if (at < 0) return escaped;
  done.value = true;
  return `${escaped.slice(0, at)}**${target}**${escaped.slice(at + target.length)}`;
}

/** CommonMark that renders to the same structure: paragraphs, hard line breaks, lists, headings. */
export function renderMarkdown(doc: TextDocument, keyPhrase?: string): string {
  const done = { value: false };
  const line = (text: string) => emphasise(escapeLineStart(escapeInline(text)), keyPhrase, done);
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
                `${block.ordered ? `${index + 1}.` : '-'} ${emphasise(escapeInline(item.text), keyPhrase, done)}`,
            )
            .join('\n');
        case 'code':
          return `\`\`\`\n${block.text.replace(/```/g, '`\u200b``')}\n\`\`\``;
      }
    })
    .join('\n\n');
}
