import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../src/kernel/config.ts';
import { closeContext, createContext, type AppContext, type ContextOptions } from '../../src/context.ts';
import { buildApp } from '../../src/app.ts';
import type { LogSink } from '../../src/kernel/http/log-redaction.ts';
import type { TestDatabase } from '../databases.ts';
import { callAs, type Envelope } from './http.ts';
import { multipartBody, type FormFile } from './multipart.ts';
import { createTestUser, createTestWorkspace, type TestUser, type TestUserOptions } from './users.ts';

export interface TestAppOptions<Name extends string> {
  /**
   * Extra environment over the test defaults (test mode, no S3 listener, no DATABASE_URL). A
   * function is read inside beforeAll, after the suite's earlier hooks (e.g. a stand-in model
   * server that must be listening first to know its address).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Services built by the test instead of the module (a knowledge double for the answer engine). */
  replace?: ContextOptions['replace'];
  /** The job queue: not started, started without a worker (routes that enqueue need it), or working (WORKERS 1). */
  jobs?: 'off' | 'queue' | 'work';
  /** Listen on a free port on 127.0.0.1 (WebSocket and other real HTTP clients). */
  listen?: boolean;
  /** Where the app's log lines go (the app logs only with it; set LOG_LEVEL in `env` for more). */
  logStream?: LogSink;
  /** Named logged-in users created before the tests, read back with `user(name)`. */
  users?: Record<Name, TestUserOptions>;
  /** More setup once the app and users exist (seeds, workspaces); runs inside the same beforeAll. */
  setup?: (app: TestApp<Name>) => Promise<void>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Reply<T> = Promise<{ status: number; body: Envelope<T> }>;

/** The live app of a suite: valid inside tests and hooks registered after `useTestApp`. */
export interface TestApp<Name extends string = string> {
  readonly ctx: AppContext;
  readonly app: FastifyInstance;
  readonly dataDir: string;
  /** The listening port (with `listen: true`). */
  readonly port: number;
  user(name: Name): TestUser;
  /** One more logged-in user. */
  newUser(opts?: TestUserOptions): Promise<TestUser>;
  /** An enterprise workspace of `owner`; `actingIn` is the owner sending requests in it. */
  newWorkspace(owner: TestUser, opts?: { name?: string; members?: TestUser[] }): Promise<{ tenantId: string; actingIn: TestUser }>;
  /** An API call through app.inject as `user` (null: anonymous). */
  call<T>(user: TestUser | null, method: Method, url: string, payload?: object, headers?: Record<string, string>): Reply<T>;
  /** A multipart/form-data POST as `user`. */
  upload<T>(user: TestUser, url: string, fields: Record<string, string>, files: FormFile[], headers?: Record<string, string>): Reply<T>;
}

/**
 * The one API-test harness: registers beforeAll/afterAll that build the real app on `target`
 * (temp DATA_DIR, test config, context, optional job queue and listener, named users) and tear
 * it down again (close, drop the database, remove DATA_DIR). Call it at the top of a describe.
 */
export function useTestApp<const Name extends string = never>(target: TestDatabase, opts: TestAppOptions<Name> = {}): TestApp<Name> {
  const jobs = opts.jobs ?? 'queue';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-test-'));
  const users = new Map<string, TestUser>();
  let live: { ctx: AppContext; app: FastifyInstance; port: number } | null = null;
  const current = () => {
    if (!live) throw new Error('useTestApp: the app exists only inside tests and hooks');
    return live;
  };

  const handle: TestApp<Name> = {
    get ctx() {
      return current().ctx;
    },
    get app() {
      return current().app;
    },
    get port() {
      return current().port;
    },
    dataDir,
    user(name) {
      const found = users.get(name);
      if (!found) throw new Error(`useTestApp: no user named ${name}`);
      return found;
    },
    newUser: (userOpts) => createTestUser(handle.ctx, userOpts),
    async newWorkspace(owner, workspaceOpts) {
      const tenantId = await createTestWorkspace(handle.ctx, owner, workspaceOpts);
      return { tenantId, actingIn: { ...owner, tenantId, headers: { ...owner.headers, tenantId } as TestUser['headers'] } };
    },
    call: (user, method, url, payload, headers) => callAs(handle.app, user, method, url, payload, headers),
    async upload<T>(user: TestUser, url: string, fields: Record<string, string>, files: FormFile[], headers: Record<string, string> = {}) {
      const form = multipartBody(fields, files);
      const res = await handle.app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...user.headers, ...form.headers, ...headers },
      });
      return { status: res.statusCode, body: res.json<Envelope<T>>() };
    },
  };

  beforeAll(async () => {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      ORATOR_TEST_MODE: '1',
      WORKERS: jobs === 'work' ? '1' : '0',
      S3_ENDPOINT: '',
      DATABASE_URL: '',
      ...(typeof opts.env === 'function' ? opts.env() : opts.env),
    });
    const ctx = await createContext(config, { database: await target.open(), replace: opts.replace });
    if (jobs !== 'off') await ctx.jobs.start({ work: jobs === 'work' });
    const app = await buildApp(ctx, { serveWeb: false, ...(opts.logStream ? { logStream: opts.logStream } : {}) });
    let port = 0;
    if (opts.listen) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    }
    live = { ctx, app, port };
    for (const [name, userOpts] of Object.entries<TestUserOptions>(opts.users ?? ({} as Record<Name, TestUserOptions>)))
      users.set(name, await createTestUser(ctx, userOpts));
    await opts.setup?.(handle);
  });

  afterAll(async () => {
    if (live) {
      await live.app.close();
      await closeContext(live.ctx);
    }
    await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return handle;
}
