import { z } from 'zod';
import { ok, toUiLanguage, type UiLanguage } from '@orator/shared';
import {
  ExtractBody,
  OneClickBody,
  ProductExtraction,
  RandomSampleUrl,
  ScriptsBody,
  ScriptsResult,
  UrlCreateBody,
  WIZARD_URL_PATHS,
  WizardCreateResult,
} from '@orator/shared/wizards';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../../kernel/http/schemas.ts';
import type { CatalogService } from '../../catalog/index.ts';
import type { LlmService } from '../../../platform/llm/index.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../../kernel/module/types.ts';
import type { VideoService } from '../../video/index.ts';
import type { VoiceService } from '../../voices/index.ts';
import { WizardUrlService } from './wizard-url-service.ts';

export { WizardUrlService } from './wizard-url-service.ts';

const tags = ['wizards'];
const sampleParams = z.object({ slug: z.string().min(1).max(100) });
const imageParams = sampleParams.extend({ n: z.coerce.number().int().min(1).max(20) });

function languageOf(request: FastifyRequest): UiLanguage {
  const header = request.headers.language;
  return toUiLanguage(Array.isArray(header) ? header[0] : header);
}

/** How the caller reaches this server (the random sample URL must work from the caller's browser). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Requests that end early (the user left) cancel the language-model call. */
function abortOnClose(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return controller.signal;
}

/**
 * URL-to-ad-video wizard and one-click generation (issue #11 §2, §3; product-rules#wizards-url,
 * #wizards-oneclick). Projects are ordinary AutoVideo-Lamination page projects composed by the video module.
 */
export const wizardUrlModule: ServerModule<
  'wizardUrl',
  WizardUrlService,
  Pick<Shared, 'config'> & { storage: StorageService; video: VideoService; catalog: CatalogService; llm: LlmService; voices: VoiceService }
> = {
  name: 'wizardUrl',
  needs: { config: true, storage: true, video: true, catalog: true, llm: true, voices: true },
  create: ({ config, storage, video, catalog, llm, voices }) =>
    new WizardUrlService({ config, storage, video, catalog, model: llm.model, knownVoiceFor: (owner) => voices.knownVoiceFor(owner) }),
  routes(app, wizard) {
    app.get(WIZARD_URL_PATHS.randomSample, { schema: { tags, response: { 200: envelopeOf(RandomSampleUrl) } } }, async (request) =>
      ok({ url: wizard.randomSampleUrl(originOf(request)) }),
    );

    // Public like any shop page: the wizard's iframe-free preview and the server's own reader load it.
    app.get('/manprocess/wizard/url/sample/:slug', { schema: { tags, params: sampleParams } }, async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(wizard.samplePage(request.params.slug, originOf(request))),
    );

    app.get('/manprocess/wizard/url/sample/:slug/:n.png', { schema: { tags, params: imageParams } }, async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(wizard.sampleImage(request.params.slug, request.params.n)),
    );

    app.post(
      WIZARD_URL_PATHS.extract,
      { schema: { tags, body: ExtractBody, response: { 200: envelopeOf(ProductExtraction) } } },
      async (request) => {
        return ok(await wizard.extract(requireAuth(request), request.body.url, [originOf(request)]));
      },
    );

    app.post(
      WIZARD_URL_PATHS.scripts,
      { schema: { tags, body: ScriptsBody, response: { 200: envelopeOf(ScriptsResult) } } },
      async (request) => {
        requireAuth(request);
        return ok(await wizard.scripts(request.body, abortOnClose(request)));
      },
    );

    app.post(
      WIZARD_URL_PATHS.create,
      { schema: { tags, body: UrlCreateBody, response: { 200: envelopeOf(WizardCreateResult) } } },
      async (request) => ok(await wizard.createFromUrl(requireAuth(request), request.body, languageOf(request), [originOf(request)])),
    );

    app.post(
      WIZARD_URL_PATHS.oneClick,
      { schema: { tags, body: OneClickBody, response: { 200: envelopeOf(WizardCreateResult) } } },
      async (request) => ok(await wizard.oneClick(requireAuth(request), request.body, languageOf(request), abortOnClose(request))),
    );
  },
};
