import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { errorBody } from '../errors/error-body.js';
import { correlationId } from '../logging/correlation-id.js';

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
export const spaFallback: RequestHandler = (request, response) => {
  if (serveSpaFallback(request, response)) return;
  const id = correlationId(request);
  response.status(404).json(errorBody(404, `Nothing here: ${request.method} ${request.path}.`, id));
};

function serveSpaFallback(request: Request, response: Response): boolean {
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
  response.sendFile(index);
  return true;
}
