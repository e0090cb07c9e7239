import {
  CLONE_PATHS,
  CLONE_REVIEW_PATHS,
  CLONE_TRAIN_QUEUE,
  Clone,
  CloneCreateBody,
  CloneIdBody,
  ClonePage,
  CloneReview,
  CloneReviewDecisionBody,
  CloneReviewPage,
} from '@orator/shared/clone';
import { ok, PageQuery } from '@orator/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../kernel/http/app-error.ts';
import { requireAdmin, requireAuth } from '../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { createSpeechRecogniser } from '../../../kernel/ai/asr/index.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared, ZodApp } from '../../../kernel/module/types.ts';
import type { UserAvatarsService } from '../user-avatars/index.ts';
import { CloneService, type CloneCaller, type CloneTrainJobData } from './clone-service.ts';
import { CloneReviewService } from './clone-reviews.ts';
import { CloneTrainer } from './clone-training.ts';
import { CLONE_AUTH_MAX_BYTES, CLONE_VIDEO_MAX_BYTES } from '@orator/shared/clone';

export { CloneService } from './clone-service.ts';

const tags = ['clone'];

interface CloneModuleService {
  clones: CloneService;
  reviews: CloneReviewService;
  trainer: CloneTrainer;
  avatars: UserAvatarsService;
}

function callerOf(request: FastifyRequest): CloneCaller {
  const auth = requireAuth(request);
  return { user: auth.user, userId: auth.userId, ownerId: auth.userId, tenantId: auth.tenantId };
}

async function registerCloneRoutes(app: ZodApp, clones: CloneService, avatars: UserAvatarsService): Promise<void> {
  app.post(CLONE_PATHS.create, { schema: { tags, body: CloneCreateBody, response: { 200: envelopeOf(Clone) } } }, async (request) =>
    ok(await clones.create(callerOf(request), request.body.name)),
  );
  app.get(CLONE_PATHS.get, { schema: { tags, querystring: CloneIdBody, response: { 200: envelopeOf(Clone) } } }, async (request) =>
    ok(await clones.get(callerOf(request), request.query.id)),
  );
  app.get(CLONE_PATHS.list, { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(ClonePage) } } }, async (request) =>
    ok(await clones.list(callerOf(request), request.query.page, request.query.size)),
  );
  app.post(CLONE_PATHS.train, { schema: { tags, body: CloneIdBody, response: { 200: envelopeOf(Clone) } } }, async (request) =>
    ok(await clones.train(callerOf(request), request.body.id)),
  );
  app.post(CLONE_PATHS.delete, { schema: { tags, body: CloneIdBody } }, async (request) => {
    await clones.remove(callerOf(request), request.body.id, avatars);
    return ok(null);
  });
  app.post(CLONE_PATHS.continue, { schema: { tags, body: CloneIdBody, response: { 200: envelopeOf(Clone) } } }, async (request) =>
    ok(await clones.continue(callerOf(request), request.body.id)),
  );
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const files = scope as unknown as ZodApp;
    files.post(CLONE_PATHS.training, { schema: { tags, response: { 200: envelopeOf(Clone) } } }, async (request) => {
      const caller = callerOf(request);
      return ok(
        await withReceivedForm(request, { maxFileBytes: CLONE_VIDEO_MAX_BYTES, maxFiles: 1 }, async (form) => {
          const file = form.files[0];
          if (!file || !form.fields.id) throw badRequest('emptyFile');
          return clones.uploadTraining(caller, form.fields.id, file);
        }),
      );
    });
    files.post(CLONE_PATHS.authorization, { schema: { tags, response: { 200: envelopeOf(Clone) } } }, async (request) => {
      const caller = callerOf(request);
      return ok(
        await withReceivedForm(request, { maxFileBytes: CLONE_AUTH_MAX_BYTES, maxFiles: 1 }, async (form) => {
          const file = form.files[0];
          if (!file || !form.fields.id) throw badRequest('emptyFile');
          return clones.uploadAuthorization(caller, form.fields.id, form.fields.language || 'en', file);
        }),
      );
    });
  });
}

/** The operators' review queue of authorization videos (thin: admin check, the service). */
function registerCloneReviewRoutes(app: ZodApp, reviews: CloneReviewService): void {
  const reviewTags = ['clone', 'operator'];
  app.get(
    CLONE_REVIEW_PATHS.list,
    { schema: { tags: reviewTags, querystring: PageQuery, response: { 200: envelopeOf(CloneReviewPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await reviews.pending(request.query.page, request.query.size));
    },
  );
  app.post(
    CLONE_REVIEW_PATHS.decide,
    { schema: { tags: reviewTags, body: CloneReviewDecisionBody, response: { 200: envelopeOf(CloneReview) } } },
    async (request) => ok(await reviews.decide(requireAdmin(request).userId, request.body)),
  );
}

/** Avatar cloning (issue 12 §2): the clone-online wizard's API and the training job. */
export const cloneModule: ServerModule<
  'clone',
  CloneModuleService,
  Pick<Shared, 'db' | 'jobs' | 'config'> & { storage: StorageService; userAvatars: UserAvatarsService }
> = {
  name: 'clone',
  needs: { db: true, jobs: true, config: true, storage: true, userAvatars: true },
  create: ({ db, jobs, config, storage, userAvatars }) => {
    const clones = new CloneService(db, storage, jobs, createSpeechRecogniser(config.asr));
    // Deleting a clone's avatar deletes the clone, which gives its place in the plan's count back.
    userAvatars.onDeleted(async (owner, avatar) => {
      if (avatar.kind === 'clone') await clones.repo.deleteByAvatar(owner, avatar.id);
    });
    return {
      clones,
      reviews: new CloneReviewService(db, storage),
      trainer: new CloneTrainer(db, clones.repo, storage, userAvatars),
      avatars: userAvatars,
    };
  },
  routes: async (app, { clones, reviews, avatars }) => {
    registerCloneReviewRoutes(app, reviews);
    await registerCloneRoutes(app, clones, avatars);
  },
  jobs({ trainer }, { jobs }) {
    jobs.register<CloneTrainJobData>(CLONE_TRAIN_QUEUE, (ctx) => trainer.process(ctx), {
      // A dead worker brings one retry, which continues from the checkpoint.
      retryLimit: 1,
      retryDelaySeconds: 5,
      expireInSeconds: 60 * 60,
    });
  },
};
