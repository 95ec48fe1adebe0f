import { mkdirSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { AppConfig } from './app.config.js';

/** An absolute path under DATA_DIR (or `relative` itself when absolute), created on first use. */
export function dataPath(app: Pick<AppConfig, 'dataDir'>, relative: string): string {
  const path = isAbsolute(relative) ? relative : resolve(app.dataDir, relative);
  mkdirSync(path, { recursive: true });
  return path;
}
