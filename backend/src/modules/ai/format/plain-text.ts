import type { TextDocument } from './document.js';
import { parseDocument } from './parse-document.js';

/** The words of a document without markup: paragraphs, list items and headings on their own lines. */
export function documentText(doc: TextDocument): string {
  return doc.blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.lines.join('\n');
        case 'heading':
          return block.text;
        case 'list':
          return block.items.map((item) => item.text).join('\n');
        case 'code':
          return block.text;
      }
    })
    .join('\n\n');
}

/** Plain words of a text in any of the formats (markup, list markers and entities removed): what the scorers read. */
export function toPlainText(text: string): string {
  return documentText(parseDocument(text));
}
