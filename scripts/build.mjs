// Builds the backend, the SPA and the console (and, when named, the browser extension); with
// --if-stale, only the parts whose sources changed since their last build (so `npm start` and
// `npm test` stay quick on a second run).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PARTS = {
  backend: {
    sources: ['backend/src', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
    // Only code is compiled; data beside it (the real texts' outputs.json and REPORT.md, which the
    // eval scripts rewrite) is read from the sources at run time and never makes a build stale.
    compiled: /\.[cm]?[jt]s$/,
    stamp: 'dist/.build-stamp',
    command: ['npx', 'nest', 'build'],
  },
  frontend: {
    sources: [
      'frontend/src',
      'frontend/index.html',
      'frontend/public',
      'frontend/vite.config.ts',
      'scripts/vite',
      'shared/api',
      'package-lock.json',
    ],
    stamp: 'frontend/dist/.build-stamp',
    command: ['npx', 'vite', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'],
    production: true,
  },
  // The page behind the landing's #proof figures, from today's engine (scripts/eval-page.mjs);
  // built after the SPA, whose build empties frontend/dist.
  evaluation: {
    sources: [
      'backend/src/modules/ai',
      'backend/src/eval',
      'frontend/dist/.build-stamp',
      'scripts/eval-page.mjs',
      'scripts/vite/precompress.mjs',
      'package-lock.json',
    ],
    stamp: 'frontend/dist/.evaluation-stamp',
    command: ['node', 'scripts/eval-page.mjs'],
    after: 'frontend',
  },
  admin: {
    sources: [
      'admin/src',
      'admin/index.html',
      'admin/vite.config.ts',
      'shared/api',
      'package-lock.json',
    ],
    stamp: 'admin/dist/.build-stamp',
    command: ['npx', 'vite', 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
    production: true,
  },
  // Not served by the app, so built only when named (npm run build:extension, the tests).
  extension: {
    sources: [
      'extension/src',
      'extension/manifest.mjs',
      'extension/vite.config.ts',
      'scripts/build-extension.mjs',
      'scripts/zip.mjs',
      'shared/api',
      'package-lock.json',
    ],
    stamp: 'extension/dist/.build-stamp',
    command: ['node', 'scripts/build-extension.mjs'],
    production: true,
    onlyWhenNamed: true,
  },
};

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const only = args.filter((arg) => !arg.startsWith('--if')).map((arg) => arg.replace(/^--/, ''));
const named = only.length
  ? only
  : Object.keys(PARTS).filter((name) => !PARTS[name].onlyWhenNamed && !PARTS[name].after);
// A part that completes another (the evaluation page after the SPA) runs right after it.
const selected = named.flatMap((name) => [
  name,
  ...Object.keys(PARTS).filter((other) => PARTS[other].after === name && !named.includes(other)),
]);

/** The newest change under `path`; inside a folder, only files `compiled` matches (all without). */
function newest(path, compiled, inFolder = false) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return !inFolder || !compiled || compiled.test(path) ? stat.mtimeMs : 0;
  return readdirSync(path).reduce(
    (latest, entry) => Math.max(latest, newest(join(path, entry), compiled, true)),
    stat.mtimeMs,
  );
}

for (const name of selected) {
  const part = PARTS[name];
  if (!part) {
    console.error(`Unknown part "${name}"; use ${Object.keys(PARTS).join(', ')}`);
    process.exit(2);
  }
  const built = existsSync(part.stamp) ? statSync(part.stamp).mtimeMs : 0;
  const changed = Math.max(...part.sources.map((source) => newest(source, part.compiled)));
  if (ifStale && built > changed) continue;
  console.log(`Building ${name}…`);
  const started = Date.now();
  const result = spawnSync(part.command[0], part.command.slice(1), {
    stdio: 'inherit',
    // A shell with NODE_ENV=development would otherwise ship React's development build.
    env: part.production ? { ...process.env, NODE_ENV: 'production' } : process.env,
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`Building ${name} failed.`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(part.stamp, new Date().toISOString());
  console.log(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
