import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Real `npm run worker` processes for crash tests: started on demand with the test's settings,
 * their output kept (the tail explains a failure), and every one still alive killed at the end.
 */
export class WorkerProcesses {
  /** Output of every worker, each chunk prefixed with its pid. */
  readonly logs: string[] = [];
  private readonly children: ChildProcess[] = [];

  /** `env` is read at each start (the database URL exists only once the suite's beforeAll ran). */
  constructor(private readonly env: () => Record<string, string>) {}

  start(): ChildProcess {
    // node --import tsx runs the worker in this very process, so SIGKILL hits the worker itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, WORKERS: '1', S3_ENDPOINT: '', ...this.env() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => this.logs.push(`[${child.pid}] ${d.toString()}`));
    child.stderr?.on('data', (d: Buffer) => this.logs.push(`[${child.pid}] ${d.toString()}`));
    this.children.push(child);
    return child;
  }

  /** The last `chars` characters of all workers' output. */
  tail(chars = 3000): string {
    return this.logs.join('').slice(-chars);
  }

  killAll(): void {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
