import { spawn } from 'node:child_process';

export interface ProcessResult {
  stdout: Buffer;
  stderr: string;
}

/** Runs a command to completion, rejecting with its stderr on a non-zero exit or timeout. */
export function runProcess(
  command: string,
  args: string[],
  options: { input?: Buffer | string; timeoutMs?: number } = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.stdout.on('data', (d: Buffer) => stdout.push(d));
    child.stderr.on('data', (d: Buffer) => stderr.push(d));
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const err = Buffer.concat(stderr).toString('utf8');
      if (code === 0) resolve({ stdout: Buffer.concat(stdout), stderr: err });
      else reject(new Error(`${command} exited with ${code ?? signal}: ${err.slice(0, 500)}`));
    });
    child.stdin.on('error', () => undefined); // the exit code reports the failure
    child.stdin.end(options.input ?? '');
  });
}
