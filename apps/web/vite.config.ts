import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const require = createRequire(import.meta.url);
/** A package's dist/ folder (both packages' main entries live there; onnxruntime-web exports no package.json). */
const distDir = (name: string) => path.dirname(require.resolve(name));

/**
 * Browser VAD assets served from our own origin under /vad/ (src/lib/media/useVoiceInput.ts): the Silero
 * model and the audio worklet of @ricky0123/vad-web, the onnxruntime-web wasm and its loader.
 * Emitted into the build, served from node_modules in development; nothing comes from a CDN.
 */
function vadAssets(): Plugin {
  const files: Record<string, string> = {
    'silero_vad_v5.onnx': path.join(distDir('@ricky0123/vad-web'), 'silero_vad_v5.onnx'),
    'vad.worklet.bundle.min.js': path.join(distDir('@ricky0123/vad-web'), 'vad.worklet.bundle.min.js'),
    'ort-wasm-simd-threaded.wasm': path.join(distDir('onnxruntime-web'), 'ort-wasm-simd-threaded.wasm'),
    'ort-wasm-simd-threaded.mjs': path.join(distDir('onnxruntime-web'), 'ort-wasm-simd-threaded.mjs'),
  };
  const types: Record<string, string> = {
    '.onnx': 'application/octet-stream',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.wasm': 'application/wasm',
  };
  return {
    name: 'orator-vad-assets',
    configureServer(server) {
      server.middlewares.use('/vad/', (request, response, next) => {
        const source = files[(request.url ?? '').replace(/^\//, '').split('?')[0] ?? ''];
        if (!source) return next();
        response.setHeader('content-type', types[path.extname(source)] ?? 'application/octet-stream');
        fs.createReadStream(source).pipe(response);
      });
    },
    generateBundle() {
      for (const [name, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName: `vad/${name}`, source: fs.readFileSync(source) });
    },
  };
}

// Everything the browser calls goes to the Orator server in development; in production the
// server serves dist/ itself, so the paths are the same and no base URL is configured.
const SERVER = process.env.ORATOR_SERVER ?? 'http://127.0.0.1:8080';
const PROXIED_PATHS = ['/userprocess', '/manprocess', '/aiask/avatar', '/oss', '/openapi.json', '/docs'];

/**
 * react-router's package exports name only its development build (warnings, checks); its production
 * build sits beside it in dist/production. A production bundle takes that one.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

export default defineConfig(({ command }) => ({
  plugins: [react(), vadAssets(), precompress()],
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  // Libraries read process.env.NODE_ENV to drop their development checks; a build is production.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
}));
