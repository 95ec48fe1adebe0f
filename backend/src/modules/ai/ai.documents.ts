// The AI module's door for documents: the parsed shape of a text and its renderers, for exports.
// Nothing outside modules/ai imports deeper.
export type { TextDocument } from './format/document.js';
export { parseDocument } from './format/parse-document.js';
export { escapeHtml, renderHtml } from './format/render-html.js';
export { renderMarkdown } from './format/render-markdown.js';
export { renderPlain } from './format/render-plain.js';
