export { InputClosedError, ProcessAbortedError, ProcessFailedError, throwIfAborted } from './errors.ts';
export { writeWithBackpressure } from './pipe.ts';
export { runProcess, startProcess, type RunningProcess } from './run.ts';
export { sweepOrphanTempDirs } from './sweep.ts';
export { createTempDir, OWNER_FILE, withTempDir, type TempDir } from './temp-dir.ts';
