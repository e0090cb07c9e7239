import { PPT_CONVERT_QUEUE } from '@orator/shared';
import type { LlmService } from '../../../platform/llm/index.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../../kernel/module/types.ts';
import type { VideoService } from '../../video/index.ts';
import type { VoiceService } from '../../voices/index.ts';
import { PptConverter, type PptConvertJobData } from './ppt-convert.ts';
import { PptWizardService } from './ppt-service.ts';
import { registerPptRoutes } from './routes.ts';

export { PptWizardService } from './ppt-service.ts';

interface PptModuleService {
  wizard: PptWizardService;
  converter: PptConverter;
}

/**
 * The PPT-to-video wizard (spec §2 PPT import, §5 PPT, §7 ppt/to/image/v2, ppt/images,
 * man/wps/compose/video; product-rules#wizards-ppt). A deck becomes slide images by a job
 * (LibreOffice, pdftoppm), then a PptLamination project through the video module.
 */
export const wizardPptModule: ServerModule<
  'wizardPpt',
  PptModuleService,
  Pick<Shared, 'db' | 'jobs'> & { storage: StorageService; video: VideoService; voices: VoiceService; llm: LlmService }
> = {
  name: 'wizardPpt',
  needs: { db: true, jobs: true, storage: true, video: true, voices: true, llm: true },
  create: ({ db, jobs, storage, video, voices, llm }) => ({
    wizard: new PptWizardService(storage, jobs, video, voices, llm.model),
    converter: new PptConverter(db, storage),
  }),
  routes: (app, ppt) => registerPptRoutes(app, ppt.wizard),
  jobs(ppt, { jobs }) {
    jobs.register<PptConvertJobData>(PPT_CONVERT_QUEUE, (ctx) => ppt.converter.process(ctx), {
      // A refused deck completes with its reason; only a dead worker or database brings a retry,
      // and a retry starts the same conversion again (same keys, stored once).
      retryLimit: 1,
      retryDelaySeconds: 2,
      expireInSeconds: 15 * 60,
    });
  },
};
