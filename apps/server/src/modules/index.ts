import { accountsModule } from './accounts/index.ts';
import { jobsModule } from './jobs-routes.ts';
import { mailModule } from './mail/module.ts';
import type { AppModule } from './types.ts';
import { voicesModule } from './voices/index.ts';
import { avatarsModule } from './avatars/index.ts';
import { videoModule } from './video/index.ts';
import { previewModule } from './preview/index.ts';
import { storageModule } from './storage/index.ts';
import { catalogModule } from './catalog/index.ts';

/** Every feature module, in registration order. */
export const MODULES: AppModule[] = [accountsModule, mailModule, jobsModule, voicesModule, avatarsModule, storageModule, previewModule, videoModule, catalogModule];
