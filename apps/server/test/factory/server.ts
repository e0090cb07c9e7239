import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/kernel/config.ts';
import { closeContext, createContext, type AppContext } from '../../src/context.ts';
import type { Database } from '../../src/kernel/db/client.ts';
import { buildApp } from '../../src/app.ts';

/** A real listening server (HTTP clients such as @aws-sdk/client-s3 need one) on a temp DATA_DIR. */
export interface RunningServer {
  ctx: AppContext;
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startServer(
  database: Database,
  opts: { env?: Record<string, string>; work?: boolean; dataDir?: string; configure?: (config: Config) => Config } = {},
): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'orator-storage-'));
  let config = loadConfig({ ...process.env, DATA_DIR: dataDir, ORATOR_TEST_MODE: '1', WORKERS: '1', S3_ENDPOINT: '', ...opts.env });
  if (opts.configure) config = opts.configure(config);
  const ctx = await createContext(config, { database });
  await ctx.jobs.start({ work: opts.work ?? true });
  const app = await buildApp(ctx, { serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ctx,
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    async close() {
      await app.close();
      await closeContext(ctx);
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
