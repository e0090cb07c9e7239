import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Everything the browser calls goes to the Orator server in development; in production the
// server serves dist/ itself, so the paths are the same and no base URL is configured.
const SERVER = process.env.ORATOR_SERVER ?? 'http://127.0.0.1:8080';
const PROXIED_PATHS = ['/userprocess', '/manprocess', '/aiask/avatar', '/oss', '/openapi.json', '/docs'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      ...Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target: SERVER, changeOrigin: true }])),
      '/ws': { target: SERVER, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
