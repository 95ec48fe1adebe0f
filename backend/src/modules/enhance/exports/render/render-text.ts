import { escapeHtml, renderHtml, renderMarkdown, renderPlain } from '../../../ai/ai.documents.js';
import { documentOf, EXPORT_TITLE, settingLines, type ExportContent } from '../export-content.js';

export function renderTxt(content: ExportContent): string {
  const parts = [
    EXPORT_TITLE,
    '',
    renderPlain(documentOf(content.output)),
    '',
    '---',
    ...settingLines(content).map(([label, value]) => `${label}: ${value}`),
  ];
  if (content.input !== null) {
    parts.push('', 'Original text', '', renderPlain(documentOf(content.input)));
  }
  return `${parts.join('\n')}\n`;
}

export function renderMd(content: ExportContent): string {
  const escapeCell = (text: string) => text.replace(/[\\|*_`<>[\]]/g, '\\$&');
  const parts = [
    `# ${EXPORT_TITLE}`,
    '',
    renderMarkdown(documentOf(content.output)),
    '',
    '## Settings',
    '',
    ...settingLines(content).map(([label, value]) => `- **${label}:** ${escapeCell(value)}`),
  ];
  if (content.input !== null) {
    parts.push('', '## Original text', '', renderMarkdown(documentOf(content.input)));
  }
  return `${parts.join('\n')}\n`;
}

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:#1f2333;max-width:46rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin-bottom:.25rem}h2{font-size:1.15rem;margin-top:2rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;font-size:.9rem;color:#4a5068}
dt{font-weight:600}dd{margin:0}.original{color:#4a5068}`;

/**
 * A complete, standalone HTML document. Every user text passes through the renderer, which
 * escapes it and sanitises its own output; the page allows no scripts (its own CSP).
 */
export function renderHtmlDocument(content: ExportContent): string {
  const settings = settingLines(content)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  const original =
    content.input === null
      ? ''
      : `<h2>Original text</h2>\n<section class="original">\n${renderHtml(documentOf(content.input))}\n</section>\n`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(EXPORT_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(EXPORT_TITLE)}</h1>
<section class="enhanced">
${renderHtml(documentOf(content.output))}
</section>
<h2>Settings</h2>
<dl>
${settings}
</dl>
${original}</main>
</body>
</html>
`;
}
