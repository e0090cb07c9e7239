export { InputClosedError, ProcessAbortedError, ProcessFailedError, throwIfAborted } from './errors.ts';
export { writeWithBackpressure } from './pipe.ts';
export {
  runProcess,
  startProcess,
  STDERR_TAIL_CHARS,
  type ProcessResult,
  type RunningProcess,
  type StartOptions,
  type Tool,
} from './run.ts';
export { sweepOrphanTempDirs, type SweepOptions } from './sweep.ts';
export { createTempDir, OWNER_FILE, withTempDir, type TempDir } from './temp-dir.ts';
