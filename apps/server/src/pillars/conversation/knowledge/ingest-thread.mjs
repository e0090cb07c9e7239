// Entry of the ingest thread. A worker thread does not inherit the parent's `--import tsx`
// loader, so it registers tsx itself before loading the TypeScript code.
import { register } from 'tsx/esm/api';

register();
await import('./ingest-thread.ts');
