import { CATALOG_PATHS, TemplatePage, type RatioKey } from '@orator/shared';
import {
  OneClickBody,
  ProductExtraction,
  RandomSampleUrl,
  ScriptsResult,
  WIZARD_URL_PATHS,
  WizardCreateResult,
  type ScriptsBody,
  type UrlCreateBody,
} from '@orator/shared/wizards';
import { api } from '../../../lib/api/http.ts';

/** The URL-to-video and one-click endpoints (WIZARD_URL_PATHS) as the wizards use them. */
export const urlWizardApi = {
  randomSample: (): Promise<RandomSampleUrl> => api.get(WIZARD_URL_PATHS.randomSample, { schema: RandomSampleUrl }),
  extract: (url: string): Promise<ProductExtraction> => api.post(WIZARD_URL_PATHS.extract, { url }, { schema: ProductExtraction }),
  scripts: (body: ScriptsBody): Promise<ScriptsResult> => api.post(WIZARD_URL_PATHS.scripts, body, { schema: ScriptsResult }),
  create: (body: UrlCreateBody): Promise<WizardCreateResult> => api.post(WIZARD_URL_PATHS.create, body, { schema: WizardCreateResult }),
  oneClick: (body: OneClickBody): Promise<WizardCreateResult> =>
    api.post(WIZARD_URL_PATHS.oneClick, OneClickBody.parse(body), { schema: WizardCreateResult }),
  /** Store templates of one proportion (the wizard's step 3). */
  templates: (ratio: RatioKey): Promise<TemplatePage> =>
    api.get(CATALOG_PATHS.templates, { query: { ratio, scope: 'store', size: 100 }, schema: TemplatePage }),
};
