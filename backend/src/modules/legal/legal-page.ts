import { escapeHtml } from '../mail/templates/layout.js';

const STYLE = `body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:760px;margin:40px auto;padding:0 20px;line-height:1.6;color:#1e1b3a;background:#fff}
h1{color:#312e81;line-height:1.2}h2{margin-top:2em}a{color:#3730a3}blockquote{margin:1em 0;padding:.5em 1em;border-left:4px solid #c7d2fe;background:#f5f5ff}
nav ul{padding-left:1.2em}.meta{color:#4b4a63;font-size:.9rem}
@media print{body{margin:0;max-width:none;font-size:11pt;color:#000}nav,.back{display:none}a{color:#000}
main a[href^="http"]::after,main a[href^="/"]::after{content:" (" attr(href) ")";font-size:9pt}
h1,h2{break-after:avoid}blockquote,li{break-inside:avoid}@page{margin:18mm}}`;

/** A legal document as a standalone page: its version, the other documents, a print stylesheet. */
export function legalPage(
  title: string,
  version: string,
  body: string,
  others: { title: string; url: string }[],
): string {
  const links = others
    .map((other) => `<li><a href="${other.url}">${escapeHtml(other.title)}</a></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Resonate</title><meta name="description" content="${escapeHtml(`Resonate's ${title}, version ${version}.`)}"><style>${STYLE}</style></head><body><p class="back"><a href="/">← Resonate</a></p><main>${body}</main><nav aria-label="Other legal documents"><h2>Other documents</h2><ul>${links}</ul></nav><p class="meta">Version ${escapeHtml(version)}. Print this page or save it as a PDF to keep a copy.</p></body></html>`;
}
