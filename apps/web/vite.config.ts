import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const apiTarget = process.env.IGRS_API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/igrs/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/igrsapi': apiTarget },
  },
});
