import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { DEVELOPMENT_SERVER } from './manifest.mjs';

// Resolve everything from this folder, whatever directory vite is started from.
const src = fileURLToPath(new URL('./src', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/** The server the extension talks to until the person sets another in the options. */
const defaultServer = process.env.RESONATE_SERVER_URL || DEVELOPMENT_SERVER;

const shared = {
  define: { __RESONATE_DEFAULT_SERVER__: JSON.stringify(defaultServer) },
  // The API contract the web app and the console share (docs/api.md).
  resolve: { alias: { '@api': fileURLToPath(new URL('../shared/api', import.meta.url)) } },
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/extension', import.meta.url)),
  publicDir: false as const,
};

/** Content scripts are injected as classic scripts: each is one self-contained file. */
const contentScript = (name: string) =>
  defineConfig({
    ...shared,
    root: src,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      lib: {
        entry: `${src}/content/${name}.ts`,
        formats: ['iife'],
        name: name.replace(/\W/g, '_'),
        fileName: () => `content/${name}.js`,
      },
    },
  });

// The pages (popup, options) and the background service worker, as ES modules.
const pages = defineConfig({
  ...shared,
  root: src,
  base: './',
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Readable code for store review; nothing here is large.
    minify: false,
    modulePreload: false,
    rolldownOptions: {
      input: {
        popup: `${src}/popup/popup.html`,
        options: `${src}/options/options.html`,
        background: `${src}/background/service-worker.ts`,
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js',
      },
    },
  },
});

// scripts/build-extension.mjs builds the pages, then each content script (EXTENSION_CONTENT_SCRIPT).
const script = process.env.EXTENSION_CONTENT_SCRIPT;
export default script ? contentScript(script) : pages;
