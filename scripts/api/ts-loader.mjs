// Lets plain `node` import the backend's TypeScript sources (decorators and their metadata
// included) through swc, without building dist/: the API generator only needs the module graph.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

const swcOptions = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    // JSON imports (`with { type: 'json' }`) must keep their attribute for Node to load them.
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
};

const isSource = (url) =>
  url.startsWith('file:') && url.endsWith('.ts') && !url.includes('/node_modules/');

/** Backend imports say `./x.js` (NodeNext); the file on disk is `./x.ts`. */
export async function resolve(specifier, context, nextResolve) {
  if (
    specifier.startsWith('.') &&
    specifier.endsWith('.js') &&
    context.parentURL &&
    isSource(context.parentURL)
  ) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!isSource(url)) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { code } = await transform(source, { ...swcOptions, filename: fileURLToPath(url) });
  return { format: 'module', source: code, shortCircuit: true };
}
