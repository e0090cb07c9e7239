import {
  ComposeResult,
  ok,
  PHOTO_AUDIO_MAX_BYTES,
  PHOTO_MAX_BYTES,
  PHOTO_PATHS,
  PHOTO_TOOL_QUEUE,
  PhotoAudio,
  PhotoComposeBody,
  PhotoJob,
  PhotoJobQuery,
  PhotoJobStarted,
  PhotoToolBody,
} from '@orator/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm, type ReceivedFile } from '../../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../../kernel/http/schemas.ts';
import { uiLanguageOf } from '../../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import type { ServerModule, Shared, ZodApp } from '../../../../kernel/module/types.ts';
import type { UserAvatarsService } from '../../user-avatars/index.ts';
import type { VideoService } from '../../video/index.ts';
import type { VoiceService } from '../../voices/index.ts';
import { recognizePortrait } from './face-port.ts';
import { PhotoJobs, type PhotoJobData } from './photo-jobs.ts';
import { PhotoService, type PhotoCaller } from './photo-service.ts';

export { PhotoService } from './photo-service.ts';

const tags = ['photo'];

function callerOf(request: FastifyRequest): PhotoCaller {
  const auth = requireAuth(request);
  return { user: auth.user, userId: auth.userId, ownerId: auth.userId, tenantId: auth.tenantId, tenantKind: auth.tenant.kind };
}

async function oneFile<T>(request: FastifyRequest, maxFileBytes: number, work: (file: ReceivedFile) => Promise<T>): Promise<T> {
  return withReceivedForm(request, { maxFileBytes, maxFiles: 1 }, async (form) => {
    const file = form.files[0];
    if (!file) throw badRequest('emptyFile');
    return work(file);
  });
}

type PhotoDeps = Pick<Shared, 'config' | 'db' | 'jobs'> & {
  storage: StorageService;
  userAvatars: UserAvatarsService;
  video: VideoService;
  voices: VoiceService;
};

/**
 * The talking photo (issue 12 §1): photo upload with face recognition, the photo tools (colour,
 * high definition, crop) as cancellable jobs, line audio, and compose into an ordinary page project.
 */
export const photoModule: ServerModule<'photo', PhotoService, PhotoDeps> = {
  name: 'photo',
  needs: { config: true, db: true, jobs: true, storage: true, userAvatars: true, video: true, voices: true },
  create: ({ storage, jobs, userAvatars, video, voices }) =>
    new PhotoService(storage, jobs, userAvatars, video, (owner) => voices.knownVoiceFor(owner)),
  async routes(app, photo) {
    app.post(PHOTO_PATHS.tool, { schema: { tags, body: PhotoToolBody, response: { 200: envelopeOf(PhotoJobStarted) } } }, async (request) =>
      ok(await photo.tool(callerOf(request), request.body)),
    );
    app.get(PHOTO_PATHS.job, { schema: { tags, querystring: PhotoJobQuery, response: { 200: envelopeOf(PhotoJob) } } }, async (request) =>
      ok(await photo.job(callerOf(request), request.query.jobId, uiLanguageOf(request))),
    );
    for (const path of [PHOTO_PATHS.compose, PHOTO_PATHS.itmCompose])
      app.post(path, { schema: { tags, body: PhotoComposeBody, response: { 200: envelopeOf(ComposeResult) } } }, async (request) =>
        ok(await photo.compose(callerOf(request), request.body)),
      );
    // The photo and the line audio: multipart in this scope only.
    await app.register(async (scope) => {
      await registerMultipart(scope);
      const files = scope as unknown as ZodApp;
      files.post(PHOTO_PATHS.upload, { schema: { tags, response: { 200: envelopeOf(PhotoJobStarted) } } }, async (request) => {
        const caller = callerOf(request);
        return ok(await oneFile(request, PHOTO_MAX_BYTES, (file) => photo.upload(caller, file)));
      });
      files.post(PHOTO_PATHS.audio, { schema: { tags, response: { 200: envelopeOf(PhotoAudio) } } }, async (request) => {
        const caller = callerOf(request);
        return ok(await oneFile(request, PHOTO_AUDIO_MAX_BYTES, (file) => photo.audio(caller, file)));
      });
    });
  },
  jobs(_photo, ctx) {
    const runner = new PhotoJobs({ db: ctx.db, storage: ctx.storage, avatars: ctx.userAvatars, recognize: recognizePortrait });
    ctx.jobs.register<PhotoJobData>(PHOTO_TOOL_QUEUE, (job) => runner.run(job), { expireInSeconds: 300, retryLimit: 1 });
  },
};
