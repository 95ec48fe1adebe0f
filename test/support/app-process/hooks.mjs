// Node module hooks that run the backend's TypeScript sources as they are (no build): relative
// `.js` imports find their `.ts` file, which swc compiles with the options jest uses.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import swc from '@swc/core';

const OPTIONS = {
  sourceMaps: 'inline',
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
};

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL) {
    const typescript = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (typescript.protocol === 'file:' && existsSync(fileURLToPath(typescript)))
      return { url: typescript.href, shortCircuit: true, format: 'module' };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { code } = await swc.transform(await readFile(path, 'utf8'), {
    ...OPTIONS,
    filename: path,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
