// The packages jest must compile to CommonJS: those published as ES modules only ("type":
// "module", or an .mjs entry). Every other package in node_modules runs as published; compiling
// them all cost each test file seconds of hashing and reading multi-megabyte bundles from the
// transform cache.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

function esmPackages(nodeModules, found = new Set()) {
  if (!existsSync(nodeModules)) return found;
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? readdirSync(join(nodeModules, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of names) {
      const folder = join(nodeModules, name);
      const manifest = join(folder, 'package.json');
      if (existsSync(manifest)) {
        const { type, main } = JSON.parse(readFileSync(manifest, 'utf8'));
        if (type === 'module' || /\.mjs$/.test(main ?? '')) found.add(name);
      }
      esmPackages(join(folder, 'node_modules'), found);
    }
  }
  return found;
}

/**
 * The node_modules folder Node resolves from rootDir: its own, or a parent's (Stryker's sandbox
 * in .stryker-tmp has none of its own when the project's node_modules is a symbolic link).
 */
function nearestNodeModules(rootDir) {
  for (let dir = rootDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules');
    if (existsSync(candidate) || dirname(dir) === dir) return candidate;
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A transformIgnorePatterns entry: a file under node_modules is left alone unless the innermost
 * package holding it is ES-module only.
 */
function ignoreAllButEsmPackages(rootDir) {
  const names = [...esmPackages(nearestNodeModules(rootDir))].map(escape).join('|');
  return `/node_modules/(?!(?:${names})/)(?:@[^/]+/)?[^/]+/(?!.*node_modules/)`;
}

module.exports = { ignoreAllButEsmPackages };
