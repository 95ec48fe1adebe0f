import DOMPurify from 'dompurify';
import { marked } from 'marked';
import type { OutputFormat } from '../model/enhance-options';

/**
 * Markdown and HTML results as safe HTML: whatever a model writes, scripts, event handlers and
 * javascript: links never reach the page. Plain text is not rendered here (React escapes it).
 */
export function renderOutputHtml(output: string, format: Exclude<OutputFormat, 'plain'>): string {
  const html = format === 'markdown' ? marked.parse(output, { async: false, gfm: true }) : output;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
