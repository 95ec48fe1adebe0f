import PDFDocument from 'pdfkit';
import type { TextDocument } from '../../../ai/ai.documents.js';
import { documentOf, EXPORT_TITLE, settingLines, type ExportContent } from '../export-content.js';

// The characters the standard PDF fonts carry (Windows-1252 beyond Latin-1).
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * Text the built-in Helvetica can draw: NFKC first (ﬁ → fi, full-width → ASCII), common
 * typography kept, anything else (emoji, CJK…) shown as "?" instead of garbled glyphs.
 */
export function pdfSafe(text: string): string {
  return Array.from(text.normalize('NFKC'))
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === '\n' || char === '\t') return char;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      return CP1252_EXTRA.includes(char) ? char : '?';
    })
    .join('');
}

function writeDocument(pdf: PDFKit.PDFDocument, doc: TextDocument): void {
  for (const block of doc.blocks) {
    switch (block.kind) {
      case 'paragraph':
        pdf
          .font('Helvetica')
          .fontSize(11)
          .text(pdfSafe(block.lines.join('\n')));
        break;
      case 'heading':
        pdf.font('Helvetica-Bold').fontSize(13).text(pdfSafe(block.text));
        break;
      case 'list':
        pdf.font('Helvetica').fontSize(11);
        block.items.forEach((item, index) => {
          const marker = block.ordered ? `${index + 1}.` : '•';
          pdf.text(`${marker} ${pdfSafe(item.text)}`, { indent: 12 });
        });
        break;
      case 'code':
        pdf.font('Courier').fontSize(10).text(pdfSafe(block.text));
        break;
    }
    pdf.moveDown(0.6);
  }
}

/** A real PDF, laid out with pdfkit (A4, standard fonts, compressed streams). */
export function renderPdf(content: ExportContent): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: EXPORT_TITLE, Author: 'Resonate', Creator: 'Resonate' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(18).text(EXPORT_TITLE);
  pdf.moveDown(0.8);
  writeDocument(pdf, documentOf(content.output));
  pdf.moveDown(0.4);
  pdf.font('Helvetica-Bold').fontSize(13).text('Settings');
  pdf.moveDown(0.3);
  for (const [label, value] of settingLines(content)) {
    pdf.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    pdf.font('Helvetica').text(pdfSafe(value));
  }
  if (content.input !== null) {
    pdf.moveDown(1);
    pdf.font('Helvetica-Bold').fontSize(13).text('Original text');
    pdf.moveDown(0.3);
    writeDocument(pdf, documentOf(content.input));
  }
  pdf.end();
  return done;
}
