import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { readingSentences } from '@orator/shared';
import {
  analyseVoice,
  decodeWav,
  deriveDsp,
  encodeMp3,
  genderByPitch,
  nearestVoice,
  resample,
  sampleTextFor,
  SPEECH_MP3,
  type CandidateVoice,
  type SpeechService,
  type VoiceFeatures,
} from '@orator/speech';
import type { JobContext } from '../../../kernel/jobs/queue.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { namespaceOf } from '../../../kernel/storage/keys.ts';
import { findOwner } from '../../../kernel/tenancy/owners-repo.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import { DiskCache } from '../../../kernel/disk-cache.ts';
import type { VoiceCloneClient } from './clone-client.ts';
import type { VoiceProfileRepo } from './profile-repo.ts';
import type { ProfileVoices } from './profile-speech.ts';
import { profileFolder } from './sample-audio.ts';

export const VOICE_PROFILE_BUILD_QUEUE = 'voice-profile.build';

export interface ProfileBuildJobData {
  profileId: string;
}

/** Rate everything is analysed at (the samples are stored at it). */
export const ANALYSIS_RATE = 16000;
/** Catalogue voices are measured reading the first sentences of the list, like the user did. */
const CANDIDATE_SENTENCES = 2;
/** Engines that run here; a TTS server's voices are not candidates for an offline match. */
const OFFLINE_ENGINES = new Set(['espeak', 'festival', 'flite']);

/**
 * The build job: the samples are analysed; offline the nearest catalogue voice and its signal
 * processing are derived (matched), with VOICE_CLONE_BASE_URL the samples go to the cloning
 * server (cloned). Then a spoken sample of the finished voice is stored for the pickers.
 * A failure marks the profile failed with the reason; the user can build again.
 */
export class ProfileBuilder {
  private readonly featureCache: DiskCache;

  constructor(
    private readonly deps: {
      db: AppDb;
      repo: VoiceProfileRepo;
      storage: StorageService;
      speech: SpeechService;
      profiles: ProfileVoices;
      clone: VoiceCloneClient | null;
      cacheDir: string;
    },
  ) {
    this.featureCache = new DiskCache(deps.cacheDir);
  }

  async process(ctx: JobContext<ProfileBuildJobData>): Promise<{ status: string }> {
    const owner: Owner = { ownerId: ctx.ownerId, tenantId: ctx.tenantId };
    const { repo } = this.deps;
    const profile = await repo.find(owner, ctx.data.profileId);
    if (!profile || profile.status !== 'building') return { status: 'superseded' };
    const progress = async (percent: number) => {
      await ctx.reportProgress(percent);
      await repo.update(owner, profile.id, { progress: percent });
    };
    try {
      const sentences = readingSentences(profile.language, profile.edition);
      const samples = await repo.samplesOf(profile.id, profile.edition);
      const wavs: Buffer[] = [];
      for (const sample of samples) {
        const row = await this.deps.storage.headObject(ctx.ownerId, sample.storageKey);
        if (!row) throw new Error(`sample ${sample.sentenceIndex + 1} is missing from storage`);
        wavs.push(await buffer(await this.deps.storage.openObject(row)));
      }
      await progress(20);
      const measured = analyseVoice(wavs.map((wav) => decodeWav(wav)));
      if (measured.voicedSeconds < 1) throw new Error('no voiced speech was heard in the samples');
      await progress(40);
      const gender = genderByPitch(measured);
      if (this.deps.clone) {
        const remoteVoiceId = await this.deps.clone.createVoice(
          profile.name,
          profile.language,
          wavs.map((wav, i) => ({ wav, text: sentences[samples[i]?.sentenceIndex ?? i] ?? '' })),
          ctx.signal,
        );
        await repo.update(owner, profile.id, {
          mode: 'cloned',
          gender,
          remoteVoiceId,
          measured: { ...measured },
          baseVoiceId: null,
          dsp: null,
        });
      } else {
        const candidates = await this.candidates(profile.language, gender, (done, total) => progress(40 + Math.round((40 * done) / total)));
        const nearest = nearestVoice(measured, profile.language, candidates);
        if (!nearest) throw new Error(`no offline voice speaks ${profile.language}`);
        const dsp = deriveDsp(measured, nearest.features);
        await repo.update(owner, profile.id, { mode: 'matched', gender, baseVoiceId: nearest.voice.id, dsp, measured: { ...measured } });
      }
      await progress(85);
      const sampleKey = await this.storeSample(owner, profile.id);
      await repo.update(owner, profile.id, { status: 'ready', progress: 100, sampleKey });
      return { status: 'ready' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn('[voice-profiles] build failed:', reason);
      await repo.update(owner, profile.id, { status: 'failed', failureReason: reason.slice(0, 500) });
      return { status: 'failed' };
    }
  }

  /**
   * Offline catalogue voices of the language, of the samples' gender when the language has any,
   * with their measured features (cached on disk per voice: measuring means synthesising).
   */
  private async candidates(
    language: string,
    gender: 'male' | 'female',
    onProgress: (done: number, total: number) => Promise<void>,
  ): Promise<CandidateVoice[]> {
    const { speech } = this.deps;
    const offline = speech.voicesFor(language).filter((voice) => OFFLINE_ENGINES.has(voice.engine));
    const sameGender = offline.filter((voice) => voice.gender === gender);
    const voices = sameGender.length > 0 ? sameGender : offline;
    const text = readingSentences(language, CANDIDATE_SENTENCES).join(' ');
    const out: CandidateVoice[] = [];
    for (const [index, voice] of voices.entries()) {
      const key = DiskCache.keyOf({ candidateFeatures: voice.id, text, version: 1 });
      const json = await this.featureCache.getOrCreate(key, async () => {
        const spoken = await speech.synthesize({ text, voiceId: voice.id });
        return Buffer.from(JSON.stringify(analyseVoice([resample(decodeWav(spoken.wav), ANALYSIS_RATE)])));
      });
      out.push({ voice, features: JSON.parse(json.toString('utf8')) as VoiceFeatures });
      await onProgress(index + 1, voices.length);
    }
    return out;
  }

  /** The finished voice saying the language's sample sentence, as MP3 in the owner's storage. */
  private async storeSample(owner: Owner, profileId: string): Promise<string> {
    const row = await this.deps.repo.find(owner, profileId);
    if (!row) throw new Error('the profile disappeared while building');
    const voiceId = `profile:${profileId}`;
    const spoken = await this.deps.profiles.speak(row, { text: sampleTextFor(row.language), voiceId }, this.deps.speech);
    const mp3 = await encodeMp3(spoken.wav, { format: 'wav' }, { ...SPEECH_MP3, sampleRate: 22050 });
    const user = await findOwner(this.deps.db, owner.ownerId);
    if (!user) throw new Error('owner gone');
    const relative = `${profileFolder(profileId)}sample.mp3`;
    const key = `${namespaceOf(owner.ownerId)}${relative}`;
    await this.deps.storage.putObject({ user, userId: user.id, tenantId: owner.tenantId }, { key, relative }, Readable.from([mp3]), {
      contentType: 'audio/mpeg',
      contentLength: mp3.length,
      batchSize: null,
    });
    return key;
  }
}
