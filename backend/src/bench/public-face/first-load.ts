import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** The goal for a visitor's first load of / (JavaScript, gzip). */
export const GOAL_LANDING_JS_BYTES = 150 * 1024;

export interface LoadedFile {
  path: string;
  /** Bytes on the wire when the server compressed the file, else the file gzipped here. */
  gzipBytes: number;
  rawBytes: number;
}

export interface FirstLoad {
  js: LoadedFile[];
  css: LoadedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const sum = (files: LoadedFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

/**
 * A newcomer's first load of `path` in a fresh browser context (no cache, no service worker):
 * every JavaScript and CSS file Chromium requested until the network went quiet, with its gzip
 * size (what the wire carries when served compressed).
 */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  path = '/',
): Promise<FirstLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<LoadedFile | null>[] = [];
  const kinds = new Map<string, 'js' | 'css'>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(response.url());
    if (url.origin !== new URL(baseUrl).origin) return;
    kinds.set(url.pathname, type === 'script' ? 'js' : 'css');
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const encoding = (await response.allHeaders())['content-encoding'];
        const sizes = await response.request().sizes();
        const gzipBytes =
          encoding === 'gzip' || encoding === 'br'
            ? sizes.responseBodySize
            : gzipSync(body, { level: 9 }).length;
        return { path: url.pathname, gzipBytes, rawBytes: body.length };
      })(),
    );
  });
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
  await context.close();
  const js = files.filter((file) => kinds.get(file.path) === 'js');
  const css = files.filter((file) => kinds.get(file.path) === 'css');
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
