import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

const apiTarget = process.env.IGRS_API_ORIGIN ?? 'http://127.0.0.1:8080';

// The second build (`--ssr`) is the page renderer the API draws public pages with; it is not served.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/igrs/',
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/igrsapi': apiTarget },
  },
}));
