import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { TextDocument } from '../../../ai/ai.documents.js';
import { documentOf, EXPORT_TITLE, settingLines, type ExportContent } from '../export-content.js';

const HEADINGS = [
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];

/** Paragraphs, line breaks, headings and lists of a text as Word paragraphs. */
function paragraphs(doc: TextDocument): Paragraph[] {
  return doc.blocks.flatMap((block) => {
    switch (block.kind) {
      case 'paragraph':
        return [
          new Paragraph({
            children: block.lines.map(
              (line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0 }),
            ),
          }),
        ];
      case 'heading':
        return [
          new Paragraph({
            text: block.text,
            heading: HEADINGS[Math.min(Math.max(block.level, 1), 6) - 1],
          }),
        ];
      case 'list':
        return block.items.map((item, index) =>
          block.ordered
            ? new Paragraph({ text: `${index + 1}. ${item.text}`, indent: { left: 360 } })
            : new Paragraph({ text: item.text, bullet: { level: 0 } }),
        );
      case 'code':
        return [
          new Paragraph({
            children: block.text
              .split('\n')
              .map(
                (line, index) =>
                  new TextRun({ text: line, font: 'Courier New', break: index > 0 ? 1 : 0 }),
              ),
          }),
        ];
    }
  });
}

/** A real Word document (Office Open XML), built with the `docx` package. */
export async function renderDocx(content: ExportContent): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ text: EXPORT_TITLE, heading: HeadingLevel.TITLE }),
    ...paragraphs(documentOf(content.output)),
    new Paragraph({ text: 'Settings', heading: HeadingLevel.HEADING_1 }),
    ...settingLines(content).map(
      ([label, value]) =>
        new Paragraph({
          children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
        }),
    ),
  ];
  if (content.input !== null) {
    children.push(
      new Paragraph({ text: 'Original text', heading: HeadingLevel.HEADING_1 }),
      ...paragraphs(documentOf(content.input)),
    );
  }
  const document = new Document({
    creator: 'Resonate',
    title: EXPORT_TITLE,
    description: `Enhanced with the ${content.settings.emotion_tone} tone`,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
