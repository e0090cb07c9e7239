import { jobsModule } from './jobs-routes.ts';
import type { AppModule } from './types.ts';

/** Every feature module, in registration order. */
export const MODULES: AppModule[] = [jobsModule];
