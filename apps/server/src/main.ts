import { loadConfig } from './kernel/config.ts';
import { sweepOrphanTempFolders } from './kernel/temp-sweep.ts';
import { closeContext, createContext, seed } from './context.ts';
import { buildApp } from './app.ts';
import { startS3Api } from './pillars/platform/storage/index.ts';

/**
 * One process serves the web app and the API and, in embedded mode, runs the jobs too:
 * PGlite must be opened by a single process only.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  sweepOrphanTempFolders();
  const ctx = await createContext(config);
  await seed(ctx);
  await ctx.jobs.start({ work: config.workers > 0 });
  const app = await buildApp(ctx, { logger: true });
  await app.listen({ port: config.port, host: config.host });
  const s3Api = await startS3Api(ctx, { logger: true });
  if (s3Api) console.log(`S3 API (path-style, bucket "orator") at ${ctx.services.storage.s3Endpoint}`);
  console.log(`Orator is running at ${config.publicUrl} (database: ${ctx.database.kind}, job workers in this process: ${config.workers})`);
  if (config.pay.provider === 'sandbox')
    console.warn(
      'Payments: the SANDBOX provider is on. Anyone can press Pay and become a member without paying. ' +
        'Set PAY_PROVIDER=stripe with its keys before taking real orders (docs/payments.md).',
    );

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await s3Api?.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
