import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Content-Security-Policy of the web app. antd's CSS-in-JS writes inline styles; media,
 * previews and the renderer use blob: and data: URLs; the job socket is same-origin /ws
 * ('self' covers ws:/wss: to this origin in CSP Level 3). frame-ancestors keeps the
 * documented embedded mode working for the configured parents (FRAME_ANCESTORS).
 */
export function appContentSecurityPolicy(frameAncestors: string, company: CompanyPageSources | null = null): string {
  // A company configuration's micro-apps load their HTML, scripts, styles and images from their own origins.
  const apps = company?.microAppOrigins.length ? ` ${company.microAppOrigins.join(' ')}` : '';
  const parents = company?.embedOrigins.length ? ` ${company.embedOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    // WebAssembly (the browser VAD's onnxruntime) compiles only with 'wasm-unsafe-eval'; it allows no JS eval.
    `script-src 'self' 'wasm-unsafe-eval'${apps}`,
    `style-src 'self' 'unsafe-inline'${apps}`,
    `img-src 'self' data: blob:${apps}`,
    "media-src 'self' data: blob:",
    `font-src 'self' data:${apps}`,
    `connect-src 'self' blob: data:${apps}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}${parents}`,
  ].join('; ');
}

/** Swagger UI at /docs runs an inline initialiser and loads data: images. */
const DOCS_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'";

/**
 * What the company configuration selected for a page adds to its policy (product-rules#embedding):
 * its allowed parents may frame it, its micro-apps' origins may serve it code and styles.
 */
export interface CompanyPageSources {
  embedOrigins: string[];
  microAppOrigins: string[];
}

export function installSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: string,
  companySources?: (request: FastifyRequest) => Promise<CompanyPageSources | null>,
): void {
  const appPolicy = appContentSecurityPolicy(frameAncestors);
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isDocs = pathname === '/docs' || pathname.startsWith('/docs/');
    const isAppPage = !isDocs && String(reply.getHeader('Content-Type') ?? '').startsWith('text/html');
    // A route may set a stricter policy of its own (stored user files are served with
    // `sandbox`, so an uploaded HTML or SVG can never run as this origin): keep it.
    if (!reply.hasHeader('Content-Security-Policy')) {
      const company = isAppPage && companySources ? await companySources(request).catch(() => null) : null;
      reply.header(
        'Content-Security-Policy',
        isDocs ? DOCS_POLICY : company ? appContentSecurityPolicy(frameAncestors, company) : appPolicy,
      );
    }
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
}
