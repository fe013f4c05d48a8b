import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

// BAZAAR_API lets the dev server talk to an API on another port (e.g. a second checkout).
const api = process.env.BAZAAR_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Lists each route's chunks, so the JavaScript a page needs can be measured (bench/bundle.ts).
    manifest: true,
  },
  server: {
    host: '127.0.0.1',
    // The API serves both JSON and uploaded photos; in production it is the same origin.
    proxy: { '/api': api, '/media': api },
  },
  preview: { host: '127.0.0.1' },
});
