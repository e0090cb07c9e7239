import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { closeContext, createContext, type AppContext } from '../../context.ts';
import { openTestPglite } from '../../../test/databases.ts';
import { createTestUser } from '../../../test/factory/index.ts';
import { buildApp } from '../../app.ts';
import { redactText } from './log-redaction.ts';

/** Session tokens must never reach the log, at any level (issue 7: `?ww_token=` in request lines). */
describe('log redaction', () => {
  let ctx: AppContext;
  let app: FastifyInstance;
  let token: string;
  const lines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-log-redaction-'));

  beforeAll(async () => {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, WORKERS: '0', DATABASE_URL: '', S3_ENDPOINT: '', LOG_LEVEL: 'trace' });
    ctx = await createContext(config, { database: await openTestPglite() });
    app = await buildApp(ctx, { serveWeb: false, logStream: { write: (line) => lines.push(line) } });
    // A route that logs what careless code might: the request, its headers, an error quoting the URL.
    app.get('/api/test-log', async (request) => {
      request.log.info({ headers: request.headers, url: request.url }, `handling ${request.url}`);
      request.log.error({ err: new Error(`fetch ${request.url} failed with Bearer ${token}`) }, 'upstream failed');
      return { ok: true };
    });
    ({ token } = await createTestUser(ctx));
  });
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('blanks tokens in URLs, headers, error messages and message strings at trace level', async () => {
    const requests = [
      { url: `/oss/orator/u/x/a.png?ww_token=${token}`, headers: {} },
      { url: `/manprocess/video/project/list?page=1&ww_token=${token}&size=5`, headers: {} },
      { url: `/api/test-log?ww_token=${token}&token=${token}`, headers: { token, authorization: `Bearer ${token}` } },
      { url: '/userprocess/metaman/user', headers: { authorization: `Bearer ${token}` } },
      { url: '/userprocess/metaman/user', headers: { token } },
      { url: '/api/test-log?api_key=ork_SecretKey123&hook=whsec_SecretHook456', headers: {} },
    ];
    for (const { url, headers } of requests) await app.inject({ method: 'GET', url, headers });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    // The log really holds what the requests carried, only without the secret.
    expect(log).toContain('ww_token=[REDACTED]');
    expect(log).toContain('"token":"[REDACTED]"');
    expect(log).toContain('"authorization":"[REDACTED]"');
    expect(log).toContain('failed with Bearer [REDACTED]');
    expect(log).toContain('/manprocess/video/project/list?page=1&ww_token=[REDACTED]&size=5');
    expect(log).not.toContain(token);
    expect(log).toContain('api_key=ork_[REDACTED]');
    expect(log).not.toContain('SecretKey123');
    expect(log).not.toContain('SecretHook456');
  });

  it('redacts token-bearing query values and bearer credentials in text', () => {
    expect(redactText('/a?ww_token=abc&x=1')).toBe('/a?ww_token=[REDACTED]&x=1');
    expect(redactText('/a?x=1&TOKEN=abc#frag')).toBe('/a?x=1&TOKEN=[REDACTED]#frag');
    expect(redactText('GET https://s3/b/k?X-Amz-Signature=deadbeef&X-Amz-Date=1')).toBe(
      'GET https://s3/b/k?X-Amz-Signature=[REDACTED]&X-Amz-Date=1',
    );
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [REDACTED]');
    expect(redactText('/a?mytoken=abc')).toBe('/a?mytoken=abc');
  });

  it('redacts API keys and webhook secrets in any query parameter or text (issue 24 §3)', () => {
    expect(redactText('/openapi/v1/avatars?key=ork_AbC123-xyz_9&page=1')).toBe('/openapi/v1/avatars?key=ork_[REDACTED]&page=1');
    expect(redactText('/hook?api_key=ork_abc&secret=whsec_Zz-09')).toBe('/hook?api_key=ork_[REDACTED]&secret=whsec_[REDACTED]');
    expect(redactText('delivery signed with whsec_abcdef failed')).toBe('delivery signed with whsec_[REDACTED] failed');
    expect(redactText('/a?fork_count=3')).toBe('/a?fork_count=3');
  });
});
