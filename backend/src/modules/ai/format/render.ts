import type { OutputFormat } from '../ai.types.js';
import type { TextDocument } from './document.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-markdown.js';
import { renderPlain } from './render-plain.js';

export function renderDocument(
  doc: TextDocument,
  format: OutputFormat,
  keyPhrase?: string,
): string {
  if (format === 'markdown') return renderMarkdown(doc, keyPhrase);
  if (format === 'html') return renderHtml(doc, keyPhrase);
  return renderPlain(doc);
}
