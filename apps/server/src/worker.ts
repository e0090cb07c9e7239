import { loadConfig } from './kernel/config.ts';
import { sweepOrphanTempFolders } from './kernel/temp-sweep.ts';
import { closeContext, createContext } from './context.ts';

/**
 * `npm run worker`: the job handlers without HTTP, for scale-out on PostgreSQL.
 * Run as many as you like; pg-boss hands each job to one of them.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded PGlite database can be opened by one process only, and `npm start` already runs the jobs in process.',
    );
    process.exit(2);
  }
  sweepOrphanTempFolders();
  const ctx = await createContext({ ...config, workers: Math.max(1, config.workers) });
  await ctx.jobs.start({ work: true });
  console.log(`Orator worker started (concurrency ${Math.max(1, config.workers)} per queue)`);
  const stop = async (): Promise<void> => {
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
