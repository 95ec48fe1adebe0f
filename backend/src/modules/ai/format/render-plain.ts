import type { TextDocument } from './document.js';

/** Plain text in the author's layout: paragraphs, line breaks, list markers and title lines kept. */
export function renderPlain(doc: TextDocument): string {
  let out = '';
  doc.blocks.forEach((block, index) => {
    if (index > 0) out += block.tight ? '\n' : '\n\n';
    switch (block.kind) {
      case 'paragraph':
        out += block.lines.join('\n');
        break;
      case 'heading':
        out += block.text;
        break;
      case 'list':
        out += block.items.map((item) => `${item.marker} ${item.text}`).join('\n');
        break;
      case 'code':
        out += block.text;
        break;
    }
  });
  return out;
}
