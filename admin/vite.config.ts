import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Resolve everything from this folder, whatever directory vite is started from.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

export default defineConfig({
  root,
  base: '/admin/',
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/admin', import.meta.url)),
  plugins: [react()],
  // The API contract both front ends share (docs/api.md).
  resolve: { alias: { '@api': fileURLToPath(new URL('../shared/api', import.meta.url)) } },
  server: { port: 5174, strictPort: true, proxy: apiProxy },
  preview: { port: 4174, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The entry holds React and a loading screen; the console (react-admin, MUI) loads after.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 3 },
            {
              name: 'react-admin',
              test: /node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
