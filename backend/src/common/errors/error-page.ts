import type { Request } from 'express';

const TITLES: Record<number, string> = {
  400: 'This link is not valid',
  404: 'Page not found',
  429: 'Please wait a moment',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A person's browser opening an API address (a mailed link): it wants a page, not JSON. */
export function wantsPage(request: Request): boolean {
  return (
    request.method === 'GET' && request.accepts(['application/json', 'text/html']) === 'text/html'
  );
}

/** A small self-contained page with the same message the JSON answer would carry. */
export function errorPage(status: number, detail: string, correlationId: string): string {
  const title = TITLES[status] ?? 'Something went wrong';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Resonate</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;color:#1a1a2e;line-height:1.5}a{color:#3f2bd6}small{color:#555}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(detail)}</p>
<p><a href="/">Back to Resonate</a></p>
<p><small>Reference: ${escapeHtml(correlationId)}</small></p>
</main>
</body>
</html>
`;
}
