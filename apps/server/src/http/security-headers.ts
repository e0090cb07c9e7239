import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy of the web app. antd's CSS-in-JS writes inline styles; media,
 * previews and the renderer use blob: and data: URLs; the job socket is same-origin /ws
 * ('self' covers ws:/wss: to this origin in CSP Level 3). frame-ancestors keeps the
 * documented embedded mode working for the configured parents (FRAME_ANCESTORS).
 */
export function appContentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    // WebAssembly (the browser VAD's onnxruntime) compiles only with 'wasm-unsafe-eval'; it allows no JS eval.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Swagger UI at /docs runs an inline initialiser and loads data: images. */
const DOCS_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'";

export function installSecurityHeaders(app: FastifyInstance, frameAncestors: string): void {
  const appPolicy = appContentSecurityPolicy(frameAncestors);
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isDocs = pathname === '/docs' || pathname.startsWith('/docs/');
    // A route may set a stricter policy of its own (stored user files are served with
    // `sandbox`, so an uploaded HTML or SVG can never run as this origin): keep it.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', isDocs ? DOCS_POLICY : appPolicy);
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
}
