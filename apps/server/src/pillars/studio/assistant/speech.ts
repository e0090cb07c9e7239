/**
 * The assistant's text to speech (spec §7 `POST /tts/compose`, product-rules#assistant): the
 * script is checked and its voice resolved at once (a catalogue voice or one of the caller's own
 * ready voices), then read in a job, a few sentences at a time so the job reports real progress
 * and a cancel takes effect between pieces. The speech is encoded as MP3 and kept as an audio
 * material of the caller (storage quota applies), which is the job's result.
 */
import { concatAudio, decodeWav, encodeMp3, encodeWav, resample, SPEECH_MP3, type PcmAudio } from '@orator/speech';
import { speechFileName, SPEECH_QUEUE, type SpeechRequest, type SpeechResult } from '@orator/shared/assistant';
import { splitSentences } from '@orator/shared/text';
import type { z } from 'zod';
import { badRequest } from '../../../kernel/http/app-error.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { JobContext, JobQueue } from '../../../kernel/jobs/queue.ts';
import type { MaterialService } from '../../platform/materials/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { Caller } from '../../platform/storage/index.ts';
import { findOwner } from '../../../kernel/tenancy/owners-repo.ts';
import type { VoiceService } from '../voices/index.ts';

export interface SpeechJob {
  speaker: string;
  text: string;
  speed: number;
  volume: number;
  name: string;
  /** The voice's content language: picks the sentence splitter's abbreviations. */
  language?: string;
}

/** Characters per engine call group: about 20 s of speech, so progress moves every few seconds. */
const PIECE_CHARS = 300;

/** Sentences joined into pieces of at most PIECE_CHARS (a longer sentence stays whole; the engine splits it). */
export function speechPieces(text: string, language?: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text, language)) {
    if (current && current.length + sentence.length + 1 > PIECE_CHARS) {
      pieces.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) pieces.push(current);
  return pieces;
}

export class SpeechComposer {
  constructor(private readonly deps: { db: AppDb; jobs: JobQueue; voices: VoiceService; materials: MaterialService }) {}

  /** Checks the voice now (a wrong one is the caller's mistake, not a failed job) and enqueues the reading. */
  async start(owner: Owner, request: z.output<typeof SpeechRequest>): Promise<{ jobId: string }> {
    const known = await this.deps.voices.knownVoiceFor(owner);
    if (!known(request.speaker)) throw badRequest('noRelatedSounds');
    const language = await this.deps.voices.voiceLanguageFor(owner, request.speaker);
    const data: SpeechJob = {
      speaker: request.speaker,
      text: request.text,
      speed: request.speed,
      volume: request.volume,
      name: speechFileName(request),
      language: language === 'auto' ? undefined : language,
    };
    return { jobId: await this.deps.jobs.enqueue(SPEECH_QUEUE, data, owner) };
  }

  /** The job: piece by piece into one recording, MP3, saved among the owner's audio materials. */
  async run(ctx: JobContext<SpeechJob>): Promise<SpeechResult> {
    const owner: Owner = { ownerId: ctx.ownerId, tenantId: ctx.tenantId };
    const { speaker, text, speed, volume, name, language } = ctx.data;
    const speech = this.deps.voices.speechFor(owner);
    const pieces = speechPieces(text, language);
    const total = pieces.reduce((n, p) => n + p.length, 0);
    const parts: PcmAudio[] = [];
    let done = 0;
    for (const piece of pieces) {
      const spoken = await speech.synthesize({ text: piece, voiceId: speaker, speed, volume });
      parts.push(decodeWav(spoken.wav));
      done += piece.length;
      // Reading is 90% of the work; encoding and saving the rest.
      await ctx.reportProgress(Math.round((done / total) * 90));
    }
    // One voice speaks at one rate, but an own voice's pieces could differ: the first one's wins.
    const sampleRate = parts[0]?.sampleRate ?? 22050;
    const audio = concatAudio(
      parts.map((part) => (part.sampleRate === sampleRate ? part : resample(part, sampleRate))),
      sampleRate,
    );
    const mp3 = await encodeMp3(encodeWav(audio), { format: 'wav' }, { ...SPEECH_MP3, sampleRate });
    await ctx.reportProgress(95);
    const user = await findOwner(this.deps.db, owner.ownerId);
    if (!user) throw new Error('the owner of this reading is gone');
    const caller: Caller = { user, userId: user.id, tenantId: owner.tenantId };
    const saved = await this.deps.materials.saveAudio(caller, owner, { bytes: mp3, name });
    return {
      materialId: saved.material.id,
      name: saved.material.name,
      key: saved.key,
      url: saved.material.url,
      durationMs: Math.round((audio.samples.length / sampleRate) * 1000),
      sizeBytes: mp3.length,
    };
  }
}
