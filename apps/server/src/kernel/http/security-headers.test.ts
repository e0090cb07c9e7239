import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { closeContext, createContext, type AppContext } from '../../context.ts';
import { openTestPglite } from '../../../test/databases.ts';
import { buildApp } from '../../app.ts';
import { appContentSecurityPolicy } from './security-headers.ts';

describe('security headers', () => {
  let ctx: AppContext;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-sec-headers-'));

  beforeAll(async () => {
    const env = { ...process.env, DATA_DIR: dataDir, ORATOR_TEST_MODE: '1', WORKERS: '0', DATABASE_URL: '', S3_ENDPOINT: '' };
    ctx = await createContext(loadConfig({ ...env, FRAME_ANCESTORS: "'self' https://portal.example" }), {
      database: await openTestPglite(),
    });
    app = await buildApp(ctx, { serveWeb: false });
  });
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('API answers, errors included, carry CSP, Referrer-Policy and nosniff', async () => {
    for (const url of ['/healthz', '/no/such/route']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'self' https://portal.example");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the /docs page gets a policy Swagger UI can run under', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBeLessThan(400);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'");
  });

  it("a company configuration's parents may frame its page and its micro-apps' origins serve code and styles", () => {
    const csp = appContentSecurityPolicy("'self'", {
      embedOrigins: ['https://portal.acme.example'],
      microAppOrigins: ['http://127.0.0.1:9100'],
    });
    expect(csp).toContain("frame-ancestors 'self' https://portal.acme.example");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' http://127.0.0.1:9100");
    expect(csp).toContain("connect-src 'self' blob: data: http://127.0.0.1:9100");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' http://127.0.0.1:9100");
    expect(appContentSecurityPolicy("'self'")).toMatch(/frame-ancestors 'self'$/);
  });

  it('FRAME_ANCESTORS defaults to self', () => {
    expect(loadConfig({}).frameAncestors).toBe("'self'");
  });
});
