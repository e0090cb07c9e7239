import { runProcess } from '@orator/process';
import { profileIdOfVoice, profileVoiceId } from '@orator/shared';
import {
  buildVoiceDspArgs,
  encodeWav,
  normaliseParameters,
  PARAMETER_RANGES,
  UnknownVoiceError,
  type SpeechRequest,
  type SpeechResult,
  type SpeechService,
  type VoiceDsp,
} from '@orator/speech';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { OwnedVoices } from '../voices/index.ts';
import type { VoiceCloneClient } from './clone-client.ts';
import type { ProfileRow, VoiceProfileRepo } from './profile-repo.ts';

/**
 * A matched profile's speech: the base voice at the profile's speed, then pitch and EQ by ffmpeg.
 * rubberband keeps the length, so the base voice's phoneme and word timings still hold.
 */
export async function speakMatched(base: SpeechService, request: SpeechRequest, baseVoiceId: string, dsp: VoiceDsp): Promise<SpeechResult> {
  const params = normaliseParameters(request);
  const speed = Math.max(PARAMETER_RANGES.speed.min, Math.min(PARAMETER_RANGES.speed.max, params.speed * dsp.speed));
  const spoken = await base.synthesize({ ...request, voiceId: baseVoiceId, speed });
  const raw = await runProcess('ffmpeg', buildVoiceDspArgs(dsp, spoken.sampleRate), { input: spoken.wav, timeoutMs: 120_000 });
  const samples = new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length - (raw.length % 2)));
  const durationMs = (samples.length / spoken.sampleRate) * 1000;
  return { ...spoken, wav: encodeWav({ samples, sampleRate: spoken.sampleRate }), durationMs, voiceId: request.voiceId };
}

/**
 * Voice profiles in the speech path: `speechFor(owner, base)` is the base speech service that
 * also speaks the owner's ready profiles (`profile:{id}`). Someone else's profile, or one not
 * built, is an unknown voice. The catalogue (`voices()`) stays the shared one: profiles are
 * listed per user by this module's API, never as defaults.
 */
export class ProfileVoices implements OwnedVoices {
  constructor(
    private readonly repo: VoiceProfileRepo,
    private readonly clone: VoiceCloneClient | null,
  ) {}

  speechFor(owner: Owner, base: SpeechService): SpeechService {
    const synthesize = async (request: SpeechRequest): Promise<SpeechResult> => {
      const profileId = profileIdOfVoice(request.voiceId);
      if (!profileId) return base.synthesize(request);
      const [row] = await this.repo.findReady(owner, [profileId]);
      if (!row) throw new UnknownVoiceError(request.voiceId);
      return this.speak(row, request, base);
    };
    return { ...base, synthesize };
  }

  /** The owner's ready profile voice ids (what compose accepts besides the catalogue). */
  async readyVoiceIds(owner: Owner): Promise<Set<string>> {
    return new Set((await this.repo.readyIds(owner)).map(profileVoiceId));
  }

  async readyVoiceLanguage(owner: Owner, voiceId: string): Promise<string | undefined> {
    const profileId = profileIdOfVoice(voiceId);
    if (!profileId) return undefined;
    const [row] = await this.repo.findReady(owner, [profileId]);
    return row?.language;
  }

  speak(row: ProfileRow, request: SpeechRequest, base: SpeechService): Promise<SpeechResult> {
    if (row.mode === 'cloned') {
      if (!this.clone || !row.remoteVoiceId)
        throw new Error('this voice was cloned on a voice-cloning server that is no longer configured');
      return this.clone.synthesize(
        {
          id: request.voiceId,
          language: row.language,
          gender: row.gender === 'male' ? 'male' : 'female',
          remoteVoiceId: row.remoteVoiceId,
        },
        request.text,
        normaliseParameters(request),
      );
    }
    if (!row.baseVoiceId || !row.dsp) throw new Error(`voice profile ${row.id} has no base voice`);
    return speakMatched(base, request, row.baseVoiceId, row.dsp);
  }
}
