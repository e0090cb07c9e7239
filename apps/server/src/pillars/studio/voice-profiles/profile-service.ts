import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  checkVoiceSample,
  isVoiceProfileLanguage,
  missingSentences,
  profileVoiceId,
  VOICE_SAMPLE_LIMITS,
  type Page,
  type VoiceProfile,
  type VoiceProfileEdition,
} from '@orator/shared';
import { badRequest, conflict, notFound, tooLarge } from '../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../kernel/http/multipart-form.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { namespaceOf } from '../../../kernel/storage/keys.ts';
import { signMediaLink } from '../../../kernel/storage/media-links.ts';
import type { Caller } from '../../platform/storage/index.ts';
import type { VoiceCloneClient } from './clone-client.ts';
import { VOICE_PROFILE_BUILD_QUEUE, type ProfileBuildJobData } from './profile-build.ts';
import type { ProfileWithSamples, VoiceProfileRepo } from './profile-repo.ts';
import { decodeSample, profileFolder, sampleFormatOf, sampleWav } from './sample-audio.ts';

export type SampleSource = 'recorded' | 'uploaded';

/** Voice profiles (issue 12 §3): create, read sentences, build, rename, delete; all owner- and workspace-scoped. */
export class VoiceProfileService {
  constructor(
    private readonly repo: VoiceProfileRepo,
    private readonly storage: StorageService,
    private readonly jobs: JobQueue,
    private readonly clone: VoiceCloneClient | null,
  ) {}

  async page(owner: Owner, page: number, size: number, status?: 'ready'): Promise<Page<VoiceProfile>> {
    const { rows, total } = await this.repo.page(owner, page, size, status);
    const secret = await this.storage.secrets.serverSecret();
    return { items: rows.map((row) => toProfile(row, secret)), total, page, size };
  }

  async get(owner: Owner, id: string): Promise<VoiceProfile> {
    return this.view(await this.found(owner, id));
  }

  async create(owner: Owner, body: { name: string; language: string; edition: VoiceProfileEdition }): Promise<VoiceProfile> {
    if (!isVoiceProfileLanguage(body.language)) throw badRequest('languageNotSupported');
    const row = await this.repo.insert({ id: crypto.randomUUID(), ownerId: owner.ownerId, tenantId: owner.tenantId, ...body });
    return this.view({ ...row, samples: [] });
  }

  async rename(owner: Owner, id: string, name: string): Promise<VoiceProfile> {
    if (!(await this.repo.rename(owner, id, name))) throw notFound();
    return this.get(owner, id);
  }

  /** The row, its samples (cascade) and its audio; a cloned voice is also removed from the cloning server. */
  async delete(owner: Owner, id: string): Promise<void> {
    const removed = await this.repo.delete(owner, id);
    if (!removed) throw notFound();
    const keys = [...removed.samples.map((s) => s.storageKey), ...(removed.sampleKey ? [removed.sampleKey] : [])];
    for (const key of keys) await this.storage.deleteObject(owner.ownerId, key).catch(() => undefined);
    if (removed.remoteVoiceId && this.clone) await this.clone.deleteVoice(removed.remoteVoiceId).catch(() => undefined);
  }

  /**
   * Files for consecutive sentences from `firstIndex`: each is checked by content (uploads mp3 or
   * wav, recordings what the browser's recorder makes) and length (§5), stored as 16 kHz WAV.
   * All or nothing for the files of one request up to the first refusal, which answers its message.
   */
  async addSamples(caller: Caller, owner: Owner, id: string, firstIndex: number, source: SampleSource, files: readonly ReceivedFile[]) {
    if (files.length === 0) throw badRequest('emptyFile');
    const profile = await this.found(owner, id);
    if (!Number.isInteger(firstIndex) || firstIndex < 0 || firstIndex + files.length > profile.edition) throw badRequest('errorRequest');
    for (const [offset, file] of files.entries()) {
      if (file.tooLarge) throw tooLarge();
      if (file.size === 0) throw badRequest('emptyFile');
      const format = await sampleFormatOf(file.path, source);
      if (!format) throw badRequest('fileFormatNotSupported');
      const audio = await decodeSample(file.path, format);
      if (!audio) throw badRequest('fileFormatNotSupported');
      const durationMs = Math.round((audio.samples.length / audio.sampleRate) * 1000);
      const refused = checkVoiceSample({ fileName: `sample.${format}`, durationMs, recorded: source === 'recorded' }, 0);
      if (refused) throw badRequest(refused);
      const index = firstIndex + offset;
      const relative = `${profileFolder(id)}${index}-${crypto.randomUUID().slice(0, 8)}.wav`;
      const key = `${namespaceOf(owner.ownerId)}${relative}`;
      const wav = sampleWav(audio);
      await this.storage.putObject(caller, { key, relative }, Readable.from([wav]), {
        contentType: 'audio/wav',
        contentLength: wav.length,
        batchSize: null,
      });
      const outcome = await this.repo.putSample(
        owner,
        { profileId: id, sentenceIndex: index, storageKey: key, durationMs, source },
        VOICE_SAMPLE_LIMITS.totalMs,
      );
      if (!outcome.ok) {
        await this.storage.deleteObject(owner.ownerId, key).catch(() => undefined);
        throw outcome.reason === 'missing'
          ? notFound()
          : outcome.reason === 'built'
            ? conflict('voiceProfileBuilt')
            : badRequest('voiceSamplesTotalTooLong');
      }
      if (outcome.replaced) await this.storage.deleteObject(owner.ownerId, outcome.replaced.storageKey).catch(() => undefined);
    }
    return this.get(owner, id);
  }

  async deleteSample(owner: Owner, id: string, index: number): Promise<VoiceProfile> {
    const outcome = await this.repo.deleteSample(owner, id, index);
    if (!outcome.ok) throw outcome.reason === 'missing' ? notFound() : conflict('voiceProfileBuilt');
    if (outcome.replaced) await this.storage.deleteObject(owner.ownerId, outcome.replaced.storageKey).catch(() => undefined);
    return this.get(owner, id);
  }

  /** Every sentence must have its sample; the build runs as a job (the profile shows its progress). */
  async build(owner: Owner, id: string): Promise<VoiceProfile> {
    const profile = await this.found(owner, id);
    if (profile.status === 'building' || profile.status === 'ready') throw conflict('voiceProfileBuilt');
    const missing = missingSentences(
      profile.edition as VoiceProfileEdition,
      profile.samples.map((s) => s.sentenceIndex),
    );
    if (missing.length > 0) throw badRequest('voiceProfileIncomplete');
    const started = await this.repo.startBuild(owner, id);
    if (!started) throw conflict('voiceProfileBuilt');
    const data: ProfileBuildJobData = { profileId: id };
    try {
      const jobId = await this.jobs.enqueue(VOICE_PROFILE_BUILD_QUEUE, data, owner);
      await this.repo.update(owner, id, { jobId });
    } catch (error) {
      await this.repo.update(owner, id, { status: 'failed', failureReason: 'the build could not be queued' });
      throw error;
    }
    return this.get(owner, id);
  }

  private async found(owner: Owner, id: string): Promise<ProfileWithSamples> {
    const profile = await this.repo.find(owner, id);
    if (!profile) throw notFound();
    return profile;
  }

  private async view(row: ProfileWithSamples): Promise<VoiceProfile> {
    return toProfile(row, await this.storage.secrets.serverSecret());
  }
}

function toProfile(row: ProfileWithSamples, secret: string): VoiceProfile {
  const measured = row.measured;
  return {
    id: row.id,
    voiceId: profileVoiceId(row.id),
    name: row.name,
    language: row.language,
    edition: row.edition,
    status: row.status as VoiceProfile['status'],
    mode: (row.mode as VoiceProfile['mode']) ?? null,
    gender: (row.gender as VoiceProfile['gender']) ?? null,
    baseVoiceId: row.baseVoiceId,
    dsp: row.dsp ?? null,
    measured: measured
      ? { f0MedianHz: measured.f0MedianHz ?? 0, syllablesPerSecond: measured.syllablesPerSecond ?? 0, centroidHz: measured.centroidHz ?? 0 }
      : null,
    samples: row.samples.map((s) => ({ index: s.sentenceIndex, durationMs: s.durationMs, source: s.source as 'recorded' | 'uploaded' })),
    progress: row.progress,
    failureReason: row.failureReason,
    sampleUrl: row.status === 'ready' && row.sampleKey ? signMediaLink(secret, row.sampleKey).url : null,
    createdAt: row.createdAt.toISOString(),
  };
}
