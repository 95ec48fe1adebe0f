import type { Block, TextDocument } from '../format/document.js';
import type { WorkDocument } from './work-document.js';

/** Back to blocks of plain text, protected spans restored; emptied lines and blocks disappear. */
export function workToDocument(work: WorkDocument): TextDocument {
  const unmask = (text: string) => work.masker.unmask(text);
  const blocks: Block[] = [];
  for (const { block, lines } of work.blocks) {
    const texts = lines.map((line) => ({
      line,
      text: unmask(
        line.sentences
          .map((sentence) => sentence.text)
          .filter(Boolean)
          .join(' '),
      ),
    }));
    switch (block.kind) {
      case 'heading': {
        const text = texts[0]?.text ?? '';
        if (text) blocks.push({ ...block, text });
        break;
      }
      case 'code':
        blocks.push(block);
        break;
      case 'list': {
        const items = texts
          .filter(({ text }) => text)
          .map(({ line, text }) => ({ marker: line.marker ?? '-', text }));
        if (items.length > 0) blocks.push({ ...block, items });
        break;
      }
      case 'paragraph': {
        const paragraphLines = texts.map(({ text }) => text).filter(Boolean);
        if (paragraphLines.length > 0) blocks.push({ ...block, lines: paragraphLines });
        break;
      }
    }
  }
  if (blocks.length > 0) blocks[0] = { ...blocks[0], tight: false };
  return { blocks };
}
