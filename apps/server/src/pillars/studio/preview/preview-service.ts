import path from 'node:path';
import { levelSpeechWav } from '@orator/render';
import { UnknownVoiceError, visemeTrack, type SpeechService } from '@orator/speech';
import { AppError, badRequest, notFound } from '../../../kernel/http/app-error.ts';
import { DiskCache } from '../../../kernel/disk-cache.ts';
import { PREVIEW_PATHS, profileIdOfVoice, type PreviewSpeech } from '@orator/shared';

export interface SpeechOwner {
  ownerId: string;
  tenantId: string;
}

export interface SpeechInput {
  text: string;
  voiceId: string;
  speed: number;
}

/**
 * Page speech for the editor preview. Results are cached on disk by text + voice + speed
 * (the timings as JSON, the audio as WAV under the same key), so replaying a preview or
 * previewing an unchanged page costs nothing. The audio is brought to the export's speech level,
 * so the preview sounds as loud as the video it previews, whatever the voice's own level.
 */
export class PreviewSpeechService {
  private readonly timings: DiskCache;
  private readonly audio: DiskCache;

  constructor(
    private readonly speech: SpeechService,
    dataDir: string,
    /** The speech service as a caller hears it (the catalogue plus their voice profiles). */
    private readonly speechFor: (owner: SpeechOwner) => SpeechService = () => speech,
  ) {
    this.timings = new DiskCache(path.join(dataDir, 'cache', 'preview-timings'));
    this.audio = new DiskCache(path.join(dataDir, 'cache', 'preview-wav'));
  }

  async speak(input: SpeechInput, owner?: SpeechOwner): Promise<PreviewSpeech> {
    const speech = owner ? this.speechFor(owner) : this.speech;
    const ownVoice = profileIdOfVoice(input.voiceId) !== null;
    if (!ownVoice && !speech.voices().some((voice) => voice.id === input.voiceId)) throw badRequest('noRelatedSounds');
    // Profile ids are unique per owner; the owner is in the key anyway, so nobody reads another's voice from the cache.
    const key = DiskCache.keyOf({ preview: input.text, voice: input.voiceId, speed: input.speed, ...(ownVoice ? { owner } : {}) });
    const json = await this.timings.getOrCreate(key, async () => {
      const result = await this.synthesize(speech, input);
      await this.audio.getOrCreate(key, () => levelSpeechWav(result.wav));
      const timings: PreviewSpeech = {
        audioUrl: PREVIEW_PATHS.audio(key),
        durationMs: result.durationMs,
        words: result.words,
        visemes: visemeTrack(result.phonemes, result.durationMs),
        voiceId: result.voiceId,
      };
      return Buffer.from(JSON.stringify(timings));
    });
    return JSON.parse(json.toString('utf8')) as PreviewSpeech;
  }

  /** The WAV of an earlier `speak`; 404 when the key was never produced here. */
  async wav(key: string): Promise<Buffer> {
    if (!/^[0-9a-f]{64}$/.test(key)) throw notFound();
    return this.audio.getOrCreate(key, () => Promise.reject(notFound()));
  }

  private async synthesize(speech: SpeechService, input: SpeechInput) {
    try {
      return await speech.synthesize({ text: input.text, voiceId: input.voiceId, speed: input.speed });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof UnknownVoiceError) throw badRequest('noRelatedSounds');
      throw new AppError('audioSynthesisFailed', 502);
    }
  }
}
