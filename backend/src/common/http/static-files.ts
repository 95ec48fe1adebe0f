import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

/** Hashed build output never changes under its name; everything else is checked on every use. */
function setCacheHeaders(response: Response, path: string): void {
  response.setHeader(
    'Cache-Control',
    path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * A built front end's files: the .br or .gz the build wrote beside a file when the browser
 * accepts it (no compression work per request), else the file itself.
 */
export function staticFiles(root: string): RequestHandler {
  const plain = express.static(root, {
    index: false,
    redirect: false,
    etag: true,
    setHeaders: setCacheHeaders,
  });
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(request.path));
    } catch {
      return next();
    }
    const path = join(root, relative);
    if (!path.startsWith(root + sep) || !isFile(path)) return plain(request, response, next);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => accepted.includes(name) && isFile(path + suffix),
    );
    response.vary('Accept-Encoding');
    if (!encoding) return plain(request, response, next);
    response.type(extname(path));
    response.setHeader('Content-Encoding', encoding.name);
    setCacheHeaders(response, path);
    response.sendFile(path + encoding.suffix, { etag: true, lastModified: true }, (error) => {
      if (error) next(error);
    });
  };
}
