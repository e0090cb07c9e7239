import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { closeContext, createContext, type AppContext } from '../../context.ts';
import { openTestPglite } from '../../../test/databases.ts';
import { buildApp } from '../../app.ts';
import { JSON_COMPRESSION_THRESHOLD_BYTES } from './json-compression.ts';

/** A web build as apps/web's precompress step leaves it: each text file with .br and .gz beside it. */
function writeWebBuild(dir: string): { script: string } {
  const script = `console.log(${JSON.stringify('orator '.repeat(400))});\n`;
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body>${'<!-- shell -->'.repeat(100)}<div id="root"></div></body></html>`,
    'assets/index-AbCd1234.js': script,
  };
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
  }
  return { script };
}

describe('web build and JSON replies go compressed and cached', () => {
  let ctx: AppContext;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-web-static-'));
  const webDir = path.join(dataDir, 'web');
  const { script } = writeWebBuild(webDir);

  beforeAll(async () => {
    const env = { ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: webDir, ORATOR_TEST_MODE: '1', WORKERS: '0', DATABASE_URL: '', S3_ENDPOINT: '' };
    ctx = await createContext(loadConfig(env), { database: await openTestPglite() });
    app = await buildApp(ctx, { serveWeb: true });
  });
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a hashed asset goes as brotli or gzip by Accept-Encoding, cached for a year as immutable', async () => {
    const url = '/assets/index-AbCd1234.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('index.html, at / and as the shell of a client-side route, is revalidated each time', async () => {
    for (const url of ['/', '/index.html', '/main/newMainIndex/createNewVideo']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers['content-type']), url).toContain('text/html');
    }
  });

  it('API JSON above the threshold is compressed, small replies and clients that do not ask are not', async () => {
    const large = await app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(String(large.headers.vary)).toMatch(/accept-encoding/i);
    const document = zlib.brotliDecompressSync(large.rawPayload);
    expect(document.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(document.toString())).toHaveProperty('openapi');

    const gzipOnly = await app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipOnly.rawPayload).toString())).toHaveProperty('openapi');

    const unasked = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(unasked.body)).toHaveProperty('openapi');

    const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ ok: true });
  });
});
