import { VOICE_PROFILE_PATHS, VoiceProfile, type VoiceProfileEdition } from '@orator/shared';
import { z } from 'zod';
import { api } from '../../../lib/api/http.ts';

const ProfilePage = z.object({ items: z.array(VoiceProfile), total: z.number(), page: z.number(), size: z.number() });
export type ProfilePage = z.infer<typeof ProfilePage>;

/** Query key of the caller's voice profiles (the pickers, My Assets and the wizard share it). */
export const VOICE_PROFILES_KEY = ['voice-profiles'] as const;

/** The voice-profile calls (VOICE_PROFILE_PATHS of the shared contract). */
export const voiceProfilesApi = {
  list: (page: number, size: number, status?: 'ready'): Promise<ProfilePage> =>
    api.get(VOICE_PROFILE_PATHS.list, { query: { page, size, ...(status ? { status } : {}) }, schema: ProfilePage }),
  get: (id: string): Promise<VoiceProfile> => api.get(VOICE_PROFILE_PATHS.one(id), { schema: VoiceProfile, silent: true }),
  create: (body: { name: string; language: string; edition: VoiceProfileEdition }): Promise<VoiceProfile> =>
    api.post(VOICE_PROFILE_PATHS.list, body, { schema: VoiceProfile }),
  rename: (id: string, name: string): Promise<VoiceProfile> => api.put(VOICE_PROFILE_PATHS.one(id), { name }, { schema: VoiceProfile }),
  remove: (id: string): Promise<unknown> => api.delete(VOICE_PROFILE_PATHS.one(id)),
  /** Files (or one recording) for consecutive sentences from `index`. */
  addSamples: (id: string, index: number, source: 'recorded' | 'uploaded', files: readonly Blob[]): Promise<VoiceProfile> => {
    const form = new FormData();
    form.append('index', String(index));
    form.append('source', source);
    files.forEach((file, i) => form.append('file', file, file instanceof File ? file.name : `take-${index + i}.webm`));
    return api.upload(VOICE_PROFILE_PATHS.samples(id), form, { schema: VoiceProfile });
  },
  removeSample: (id: string, index: number): Promise<VoiceProfile> =>
    api.delete(VOICE_PROFILE_PATHS.sample(id, index), undefined, { schema: VoiceProfile }),
  build: (id: string): Promise<VoiceProfile> => api.post(VOICE_PROFILE_PATHS.build(id), {}, { schema: VoiceProfile }),
};
