import path from 'node:path';
import { z } from 'zod';
import {
  ok,
  PageQuery,
  VOICE_PROFILE_PATHS,
  VOICE_SAMPLE_LIMITS,
  VoiceProfile,
  VoiceProfileCreate,
  VoiceProfileRename,
} from '@orator/shared';
import { badRequest } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared, ZodApp } from '../../../kernel/module/types.ts';
import type { VoiceService } from '../voices/index.ts';
import { VoiceCloneClient } from './clone-client.ts';
import { ProfileBuilder, VOICE_PROFILE_BUILD_QUEUE, type ProfileBuildJobData } from './profile-build.ts';
import { VoiceProfileRepo } from './profile-repo.ts';
import { VoiceProfileService } from './profile-service.ts';
import { ProfileVoices } from './profile-speech.ts';
import {
  PURGE_RETRIES,
  PURGE_RETRY_DELAY_SECONDS,
  purgeRemoteVoice,
  queueRemoteVoicePurge,
  VOICE_CLONE_PURGE_QUEUE,
  type VoiceClonePurgeJobData,
} from './remote-purge.ts';
import type { AccountsService } from '../../platform/accounts/index.ts';

export { VoiceProfileService } from './profile-service.ts';

const tags = ['voice profiles'];
const ProfilePage = z.object({ items: z.array(VoiceProfile), total: z.number(), page: z.number(), size: z.number() });
const IdParams = z.object({ id: z.uuid() });
const ListQuery = PageQuery.extend({ status: z.literal('ready').optional() });
/** Files one request may carry (the wizard uploads in batches of this). */
const FILES_PER_REQUEST = 20;

interface VoiceProfilesModuleService {
  profiles: VoiceProfileService;
  builder: ProfileBuilder;
  clone: VoiceCloneClient | null;
}

type Deps = Pick<Shared, 'config' | 'db' | 'jobs'> & { storage: StorageService; voices: VoiceService; accounts: AccountsService };

/**
 * Voice profiles (issue 12 §3): the user's own voice, matched offline or cloned by the operator's
 * server (VOICE_CLONE_BASE_URL). Registers the profile voices with the voice service, so every
 * speech path (preview, render) speaks `profile:{id}` for its owner.
 */
export const voiceProfilesModule: ServerModule<'voiceProfiles', VoiceProfilesModuleService, Deps> = {
  name: 'voiceProfiles',
  needs: { config: true, db: true, jobs: true, storage: true, voices: true, accounts: true },
  create: ({ config, db, jobs, storage, voices, accounts }) => {
    const repo = new VoiceProfileRepo(db);
    const clone = config.voiceClone ? new VoiceCloneClient(config.voiceClone) : null;
    // First of the hooks: the remote ids must be read before the account's owned data (the
    // profile rows) is deleted by the accounts module's own hook.
    accounts.onAccountDeleted.unshift(async (userId) => {
      await queueRemoteVoicePurge(repo, jobs, clone, userId);
    });
    const profileVoices = new ProfileVoices(repo, clone);
    voices.attachProfiles(profileVoices);
    return {
      clone,
      profiles: new VoiceProfileService(repo, storage, jobs, clone),
      builder: new ProfileBuilder({
        db,
        repo,
        storage,
        speech: voices.speech,
        profiles: profileVoices,
        clone,
        cacheDir: path.join(config.dataDir, 'cache', 'voice-features'),
      }),
    };
  },
  async routes(app, { profiles }) {
    app.get(
      VOICE_PROFILE_PATHS.list,
      { schema: { tags, querystring: ListQuery, response: { 200: envelopeOf(ProfilePage) } } },
      async (request) => {
        const { page, size, status } = request.query;
        return ok(await profiles.page(ownerOf(requireAuth(request)), page, size, status));
      },
    );
    app.post(
      VOICE_PROFILE_PATHS.list,
      { schema: { tags, body: VoiceProfileCreate, response: { 200: envelopeOf(VoiceProfile) } } },
      async (request) => ok(await profiles.create(ownerOf(requireAuth(request)), request.body)),
    );
    const one = VOICE_PROFILE_PATHS.one(':id');
    app.get(one, { schema: { tags, params: IdParams, response: { 200: envelopeOf(VoiceProfile) } } }, async (request) =>
      ok(await profiles.get(ownerOf(requireAuth(request)), request.params.id)),
    );
    app.put(
      one,
      { schema: { tags, params: IdParams, body: VoiceProfileRename, response: { 200: envelopeOf(VoiceProfile) } } },
      async (request) => ok(await profiles.rename(ownerOf(requireAuth(request)), request.params.id, request.body.name)),
    );
    app.delete(one, { schema: { tags, params: IdParams, response: { 200: envelopeOf(z.null()) } } }, async (request) => {
      await profiles.delete(ownerOf(requireAuth(request)), request.params.id);
      return ok(null);
    });
    app.delete(
      VOICE_PROFILE_PATHS.sample(':id', ':index'),
      { schema: { tags, params: IdParams.extend({ index: z.coerce.number().int().min(0) }), response: { 200: envelopeOf(VoiceProfile) } } },
      async (request) => ok(await profiles.deleteSample(ownerOf(requireAuth(request)), request.params.id, request.params.index)),
    );
    app.post(
      VOICE_PROFILE_PATHS.build(':id'),
      { schema: { tags, params: IdParams, response: { 200: envelopeOf(VoiceProfile) } } },
      async (request) => ok(await profiles.build(ownerOf(requireAuth(request)), request.params.id)),
    );
    await app.register(async (scope) => {
      await registerMultipart(scope);
      (scope as unknown as ZodApp).post(
        VOICE_PROFILE_PATHS.samples(':id'),
        { schema: { tags, params: IdParams, response: { 200: envelopeOf(VoiceProfile) } } },
        async (request) => {
          const auth = requireAuth(request);
          const caller = { user: auth.user, userId: auth.userId, tenantId: auth.tenantId };
          const limits = { maxFileBytes: VOICE_SAMPLE_LIMITS.maxBytes, maxFiles: FILES_PER_REQUEST };
          return ok(
            await withReceivedForm(request, limits, (form) => {
              const index = Number(form.fields.index ?? '0');
              const source =
                form.fields.source === 'recorded'
                  ? 'recorded'
                  : form.fields.source === 'uploaded' || !form.fields.source
                    ? 'uploaded'
                    : null;
              if (!source) throw badRequest('errorRequest');
              return profiles.addSamples(caller, ownerOf(auth), request.params.id, index, source, form.files);
            }),
          );
        },
      );
    });
  },
  jobs({ builder, clone }, { jobs }) {
    jobs.register<VoiceClonePurgeJobData>(VOICE_CLONE_PURGE_QUEUE, (ctx) => purgeRemoteVoice(clone, ctx), {
      retryLimit: PURGE_RETRIES,
      retryDelaySeconds: PURGE_RETRY_DELAY_SECONDS,
      expireInSeconds: 5 * 60,
    });
    jobs.register<ProfileBuildJobData>(VOICE_PROFILE_BUILD_QUEUE, (ctx) => builder.process(ctx), {
      // A failed build marks the profile failed with its reason; only a dead worker brings a retry.
      retryLimit: 1,
      retryDelaySeconds: 2,
      expireInSeconds: 30 * 60,
    });
  },
};
