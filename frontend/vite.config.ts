import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/vite/precompress.mjs';
import { serviceWorker } from '../scripts/vite/service-worker.mjs';

// Resolve everything from this folder, whatever directory vite is started from.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

export default defineConfig({
  root,
  base: '/',
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/frontend', import.meta.url)),
  plugins: [react(), serviceWorker(), precompress()],
  // The API contract both front ends share (docs/api.md).
  resolve: { alias: { '@api': fileURLToPath(new URL('../shared/api', import.meta.url)) } },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries get stable, cacheable chunks. A visitor's first load of / is the landing boot
        // alone (React and the landing, see src/main.tsx); the app's chunks load after it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'router',
              test: /node_modules[\\/]react-router(-dom)?[\\/]/,
              priority: 2,
            },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 2,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
