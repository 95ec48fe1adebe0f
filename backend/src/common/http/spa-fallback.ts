import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { errorBody } from '../errors/error-body.js';
import { correlationId } from '../logging/correlation-id.js';
import { pageHead } from './site-meta.js';

export interface WebApps {
  frontendDist: string;
  adminDist: string;
}

let apps: WebApps = {
  frontendDist: resolve('frontend/dist'),
  adminDist: resolve('admin/dist'),
};

export function configureWebApps(next: WebApps): void {
  apps = next;
}

export function webApps(): WebApps {
  return apps;
}

/**
 * History fallback, mounted after every route: a GET for a page (not /api, not a file) gets the
 * SPA's or the console's index.html so client-side routes survive a reload; anything else is a
 * JSON 404.
 */
export function spaFallback(publicUrl: string): RequestHandler {
  return (request, response) => {
    if (serveSpaFallback(request, response, publicUrl)) return;
    const id = correlationId(request);
    response
      .status(404)
      .json(errorBody(404, `Nothing here: ${request.method} ${request.path}.`, id));
  };
}

/** index.html as built, read again only when a new build replaced it. */
const templates = new Map<string, { modified: number; html: string }>();
function template(path: string): string {
  const modified = statSync(path).mtimeMs;
  const cached = templates.get(path);
  if (cached?.modified === modified) return cached.html;
  const html = readFileSync(path, 'utf8');
  templates.set(path, { modified, html });
  return html;
}

function serveSpaFallback(request: Request, response: Response, publicUrl: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.path;
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return false;
  const root = path === '/admin' || path.startsWith('/admin/') ? apps.adminDist : apps.frontendDist;
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    response
      .status(503)
      .type('text/plain')
      .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    return true;
  }
  response.setHeader('Cache-Control', 'no-cache');
  if (root === apps.adminDist) {
    response.sendFile(index);
  } else {
    // Each public page's title, description, canonical address and Open Graph tags.
    response
      .type('html')
      .send(pageHead(template(index), path.replace(/\/+$/, '') || '/', publicUrl));
  }
  return true;
}
