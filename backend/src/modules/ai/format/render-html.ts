import sanitizeHtml from 'sanitize-html';
import type { TextDocument } from './document.js';
import { splitLinks } from './links.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

// The renderer only ever writes these; sanitising its own output again is the second lock on the door.
const OUTPUT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'pre',
    'code',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
};

export const sanitizeOutputHtml = (html: string) => sanitizeHtml(html, OUTPUT_POLICY);

function inline(text: string): string {
  return splitLinks(text)
    .map((piece) =>
      piece.href
        ? `<a href="${escapeHtml(piece.href)}" rel="noopener noreferrer">${escapeHtml(piece.text)}</a>`
        : escapeHtml(piece.text),
    )
    .join('');
}

/**
 * Well-formed, sanitised HTML with the document's structure; user text is always escaped. It adds
 * no emphasis: bold is the author's choice, never the converter's.
 */
export function renderHtml(doc: TextDocument): string {
  const html = doc.blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return `<p>${block.lines.map(inline).join('<br />')}</p>`;
        case 'heading': {
          const level = Math.min(Math.max(block.level || 2, 1), 6);
          return `<h${level}>${escapeHtml(block.text)}</h${level}>`;
        }
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          const items = block.items
            .map((item) => `<li>${inline(item.text)}</li>`)
            .join('');
          return `<${tag}>${items}</${tag}>`;
        }
        case 'code':
          return `<pre><code>${escapeHtml(block.text)}</code></pre>`;
      }
    })
    .join('\n');
  return sanitizeOutputHtml(html);
}
