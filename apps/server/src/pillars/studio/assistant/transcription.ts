/**
 * The assistant's transcription (issue 15 §4, product-rules#assistant): the upload is decoded to
 * 16 kHz mono speech at once (an unreadable file or one over 30 minutes is refused there), stored
 * among the owner's project files and recognised in a job, whose result is the Transcript. The
 * stored speech is removed when the job ends.
 */
import { stat } from 'node:fs/promises';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTempDir, runProcess } from '@orator/process';
import { buildSpeechExtractArgs } from '@orator/render';
import { TRANSCRIPTION_MAX_MS, TRANSCRIPTION_QUEUE, type Transcript } from '@orator/shared/assistant';
import { TRANSLATION_LANGUAGES } from '@orator/shared/wizards';
import { AppError, badRequest } from '../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../kernel/http/multipart-form.ts';
import type { JobContext, JobQueue } from '../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../platform/accounts/index.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { namespaceOf, PROJECT_OUTPUTS_FOLDER } from '../../../kernel/storage/keys.ts';
import type { TimedTranscriber } from '../../../kernel/ai/asr/transcriber.ts';

export interface TranscriptionJob {
  speechKey: string;
  fileName: string;
  language: string;
  durationMs: number;
}

export interface TranscriptionCaller {
  user: UserRow;
  userId: string;
  tenantId: string;
}

/** 16-bit mono PCM at 16 kHz: bytes per millisecond. */
const WAV_BYTES_PER_MS = 32;
const WAV_HEADER_BYTES = 44;

export class Transcriptions {
  constructor(private readonly deps: { jobs: JobQueue; storage: StorageService; transcriber: TimedTranscriber }) {}

  async start(caller: TranscriptionCaller, file: ReceivedFile, language: string, uiLanguage: string): Promise<{ jobId: string }> {
    if (file.tooLarge) throw new AppError('fileSizeExceeded', 413);
    if (file.size === 0) throw badRequest('emptyFile');
    if (!this.deps.transcriber.supports(language)) {
      const label = TRANSLATION_LANGUAGES.find((l) => l.code === language)?.labels;
      const name = label ? (label[uiLanguage as keyof typeof label] ?? label.en) : language;
      throw new AppError('translationAsrUnavailable', 400, { language: name });
    }
    const dir = await createTempDir('transcribe');
    try {
      const wav = path.join(dir.path, 'speech.wav');
      try {
        await runProcess('ffmpeg', buildSpeechExtractArgs(file.path, wav), { timeoutMs: 120_000 });
      } catch {
        // No audio stream ffmpeg can decode: not a recording.
        throw badRequest('fileFormatNotSupported');
      }
      const { size } = await stat(wav);
      const durationMs = Math.round((size - WAV_HEADER_BYTES) / WAV_BYTES_PER_MS);
      if (durationMs > TRANSCRIPTION_MAX_MS) throw badRequest('transcriptionTooLong');
      const id = crypto.randomUUID();
      const speechKey = `${namespaceOf(caller.userId)}${PROJECT_OUTPUTS_FOLDER}assistant/${id}/speech.wav`;
      await this.deps.storage.putObject(
        caller,
        { key: speechKey, relative: speechKey.slice(namespaceOf(caller.userId).length) },
        fs.createReadStream(wav),
        { contentType: 'audio/wav', contentLength: size, batchSize: null },
      );
      const data: TranscriptionJob = { speechKey, fileName: file.fileName, language, durationMs };
      return { jobId: await this.deps.jobs.enqueue(TRANSCRIPTION_QUEUE, data, { ownerId: caller.userId, tenantId: caller.tenantId }) };
    } finally {
      await dir.remove();
    }
  }

  /** The job: the stored speech recognised into timed segments (the job's result). */
  async run(ctx: JobContext<TranscriptionJob>): Promise<Transcript> {
    const { speechKey, fileName, language, durationMs } = ctx.data;
    const removeSpeech = () => this.deps.storage.deleteObject(ctx.ownerId, speechKey).catch(() => undefined);
    let segments;
    try {
      const row = await this.deps.storage.headObject(ctx.ownerId, speechKey);
      if (!row) throw new Error('the recording is no longer in storage');
      const chunks: Buffer[] = [];
      for await (const chunk of await this.deps.storage.openObject(row)) chunks.push(chunk as Buffer);
      await ctx.reportProgress(10);
      segments = await this.deps.transcriber.segments(Buffer.concat(chunks), language, ctx.signal);
    } catch (error) {
      // A retry still needs the speech; the last attempt cleans up.
      if (ctx.finalAttempt) await removeSpeech();
      throw error;
    }
    await removeSpeech();
    return {
      fileName,
      language,
      durationMs,
      segments: segments.map((s) => ({ startMs: s.startMs, endMs: Math.min(s.endMs, Math.max(durationMs, s.startMs)), text: s.text })),
    };
  }
}
