import path from 'node:path';
import { createSpeechService, DiskSpeechCache, encodeMp3, SPEECH_MP3, type SpeechService, type Voice } from '@orator/speech';
import { CONTENT_LANGUAGES } from '@orator/speech';
import type { Page, Speaker } from '@orator/shared';
import { badRequest, notFound } from '../../../kernel/http/app-error.ts';
import { DiskCache } from '../../../kernel/disk-cache.ts';
import { filterVoices, pageOf, toSpeaker, type SpeakerFilter } from './speaker-query.ts';

/** Voices beyond the catalogue that belong to one user (voice profiles, module voice-profiles). */
export interface OwnedVoices {
  /** `base` plus the owner's own voices. */
  speechFor(owner: VoiceOwner, base: SpeechService): SpeechService;
  /** The voice ids of the owner's usable own voices. */
  readyVoiceIds(owner: VoiceOwner): Promise<Set<string>>;
  /** The content language of one of the owner's usable own voices; undefined when it is not one. */
  readyVoiceLanguage(owner: VoiceOwner, voiceId: string): Promise<string | undefined>;
}

export interface VoiceOwner {
  ownerId: string;
  tenantId: string;
}

export interface PreviewRequest {
  speaker: string;
  text: string;
  speed: number;
  volume: number;
  rate: number;
  language?: string;
}

/** Sample rates the preview may be asked for (the original product's clients send 16000). */
export const PREVIEW_SAMPLE_RATES = [8000, 16000, 22050, 24000, 32000, 44100, 48000] as const;

/** WAV -> mono MP3 at the requested sample rate. */
function wavToMp3(wav: Buffer, sampleRate: number): Promise<Buffer> {
  return encodeMp3(wav, { format: 'wav' }, { ...SPEECH_MP3, sampleRate });
}

/**
 * The voice catalogue and its audio: the speaker store, lazily generated samples and the
 * speech preview. Synthesised speech is cached by text+voice+parameters (the speech
 * package's cache), encoded MP3 by the same hash plus the sample rate.
 */
export class VoiceService {
  readonly speech: SpeechService;
  private readonly mp3Cache: DiskCache;
  private owned: OwnedVoices | null = null;

  constructor(dataDir: string, speech?: SpeechService) {
    this.speech = speech ?? createSpeechService({ cache: new DiskSpeechCache(path.join(dataDir, 'cache', 'speech')) });
    this.mp3Cache = new DiskCache(path.join(dataDir, 'cache', 'voice-mp3'));
  }

  /** The voice-profiles module registers the users' own voices here (it is built after this module). */
  attachProfiles(owned: OwnedVoices): void {
    this.owned = owned;
  }

  /** The speech service as `owner` hears it: the catalogue plus the owner's own voices. */
  speechFor(owner: VoiceOwner): SpeechService {
    return this.owned ? this.owned.speechFor(owner, this.speech) : this.speech;
  }

  /** A check for compose: catalogue voices and the owner's own ready voices. */
  async knownVoiceFor(owner: VoiceOwner): Promise<(voiceId: string) => boolean> {
    const own = this.owned ? await this.owned.readyVoiceIds(owner) : new Set<string>();
    return (voiceId) => own.has(voiceId) || this.find(voiceId) !== undefined;
  }

  /** The content language a voice speaks, for a catalogue voice or one of the owner's own ready voices. */
  async voiceLanguageFor(owner: VoiceOwner, voiceId: string): Promise<string | undefined> {
    return this.find(voiceId)?.language ?? (await this.owned?.readyVoiceLanguage(owner, voiceId));
  }

  /** Throws languageNotSupported for a language code no catalogue knows. */
  list(filter: SpeakerFilter): Speaker[] {
    if (filter.language && !this.isKnownLanguage(filter.language)) throw badRequest('languageNotSupported');
    return filterVoices(this.speech.voices(), filter).map(toSpeaker);
  }

  page(filter: SpeakerFilter, page: number, size: number): Page<Speaker> {
    return pageOf(this.list(filter), page, size);
  }

  find(voiceId: string): Voice | undefined {
    return this.speech.voices().find((v) => v.id === voiceId);
  }

  async sampleMp3(voiceId: string): Promise<Buffer> {
    if (!this.find(voiceId)) throw notFound('noRelatedSounds');
    return this.mp3Cache.getOrCreate(DiskCache.keyOf({ sample: voiceId }), async () => {
      const result = await this.speech.sample(voiceId);
      return wavToMp3(result.wav, 22050);
    });
  }

  async previewMp3(request: PreviewRequest): Promise<Buffer> {
    const voice = this.find(request.speaker);
    if (!voice) throw badRequest('noRelatedSounds');
    if (request.language && !this.isKnownLanguage(request.language)) throw badRequest('languageNotSupported');
    if (request.language && voice.language !== 'auto' && voice.language !== request.language)
      throw badRequest('speakerLanguageNotSupported');
    if (!(PREVIEW_SAMPLE_RATES as readonly number[]).includes(request.rate)) throw badRequest('errorRequest');
    const key = DiskCache.keyOf({
      preview: request.text,
      voice: voice.id,
      speed: request.speed,
      volume: request.volume,
      rate: request.rate,
    });
    return this.mp3Cache.getOrCreate(key, async () => {
      const result = await this.speech.synthesize({ text: request.text, voiceId: voice.id, speed: request.speed, volume: request.volume });
      return wavToMp3(result.wav, request.rate);
    });
  }

  /** A content language, auto, or the language of a catalogue voice (the espeak-ng world voices: sw, hi, vi, ...). */
  private isKnownLanguage(code: string): boolean {
    return code === 'auto' || CONTENT_LANGUAGES.some((l) => l.code === code) || this.speech.voices().some((v) => v.language === code);
  }
}
