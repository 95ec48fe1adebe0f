import type { RequestHandler } from 'express';

/** The public pages a search engine may index, with what each says about itself. */
export const INDEXED_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Resonate — rewrite your copy in the tone that moves people',
    description:
      'Resonate rewrites your copy in the emotional tone you choose, at the intensity you choose, keeps names, numbers and links intact, and shows a measured score for the result.',
  },
  '/docs': {
    title: 'User guide · Resonate',
    description:
      'How to use Resonate: tones, intensity, personas, formats, use cases and word ranges, plans and quotas, exports, privacy and keyboard shortcuts.',
  },
};

/** Pages listed in the sitemap besides the SPA's (served as their own files or by the API). */
const OTHER_PUBLIC_PAGES = [
  '/evaluation.html',
  '/api/legal/privacy-policy',
  '/api/legal/terms-of-service',
  '/api/legal/acceptable-use-policy',
  '/api/legal/data-processing-agreement',
];

export function robotsTxt(publicUrl: string): RequestHandler {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/legal/',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return (_request, response) => {
    response.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600').send(body);
  };
}

export function sitemapXml(publicUrl: string): RequestHandler {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = [...Object.keys(INDEXED_PAGES), ...OTHER_PUBLIC_PAGES]
    .map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return (_request, response) => {
    response.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(body);
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The SPA's index.html for one path: the page's title, description, canonical address and Open
 * Graph tags for an indexed page; `noindex` for every other screen (signed-in screens, links
 * with tokens).
 */
export function pageHead(template: string, path: string, publicUrl: string): string {
  const page = INDEXED_PAGES[path];
  const title = page?.title ?? INDEXED_PAGES['/'].title;
  const description = page?.description ?? INDEXED_PAGES['/'].description;
  const url = `${publicUrl}${page ? path : '/'}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    page
      ? `<link rel="canonical" href="${escapeHtml(url)}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Resonate" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${publicUrl}/og-image.png`)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
  return template.replace(/<title>[^<]*<\/title>/, tags);
}
