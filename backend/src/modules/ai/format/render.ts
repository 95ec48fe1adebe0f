import type { OutputFormat } from '../ai.types.js';
import type { TextDocument } from './document.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-markdown.js';
import { renderPlain } from './render-plain.js';

/**
 * The document in the asked format. `_keyPhrase` is accepted from callers that still pass one and
 * ignored: a converter that bolds a word of its choosing puts emphasis where the author put none.
 */
export function renderDocument(doc: TextDocument, format: OutputFormat, _keyPhrase?: string): string {
  if (format === 'markdown') return renderMarkdown(doc);
  if (format === 'html') return renderHtml(doc);
  return renderPlain(doc);
}
