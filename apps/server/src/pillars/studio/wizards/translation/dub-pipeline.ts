/**
 * The two jobs of a video-dub project (product-rules#video-dub):
 * - recognise: the video's speech -> timed segments (state generated: the user proofreads them);
 * - dub: untranslated segments translated, each spoken in the target language, re-timed onto the
 *   original timeline over the ducked original sound, lips re-rendered when lip-sync is on and
 *   available, subtitles burned in or delivered as SRT (state success).
 * A failure stores its catalogue key and reason (state failure); a cancelled job stops quietly.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTempDir, ProcessAbortedError, runProcess } from '@orator/process';
import {
  buildDubSpeech,
  buildSpeechExtractArgs,
  buildThumbnailArgs,
  DUB_CODEC,
  renderDub,
  type DubLine,
  type TimedSound,
} from '@orator/render';
import { defaultSubtitleStyle, type SubtitleStyle } from '@orator/scene';
import type { ErrorKey } from '@orator/shared';
import { SubtitleInfo, type DubSegment } from '@orator/shared/wizards';
import { encodeWav, SPEECH_SAMPLE_RATE, type SpeechService } from '@orator/speech';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { JobCancelledError, type JobContext } from '../../../../kernel/jobs/queue.ts';
import { SpeechRecognitionError } from '../../../../kernel/ai/asr/index.ts';
import { findOwner } from '../../../../kernel/tenancy/owners-repo.ts';
import type { DubFiles } from './dub-files.ts';
import { outputKeysFor } from './dub-files.ts';
import type { LipSync } from './lip-sync.ts';
import type { TimedTranscriber } from '../../../../kernel/ai/asr/transcriber.ts';
import { TranslationError, type MachineTranslator } from './translator.ts';
import { findOwnedDub, updateOwnedDub, type Owner, type VideoDubRecord } from './video-dub-repo.ts';
import { addWebhookEvent } from '../../../../kernel/outbox/webhook-events-repo.ts';

export const VIDEO_DUB_RECOGNISE_QUEUE = 'video-dub-recognise';
export const VIDEO_DUB_RENDER_QUEUE = 'video-dub-render';

export interface DubJobData {
  projectId: string;
  /** The project's claim when the job was queued (see video_dub_projects.claim). */
  claim: string;
  retranslate?: boolean;
}

/** A failure the user is told about, with the catalogue key of its message. */
export class DubFailure extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export interface DubPipelineDeps {
  db: AppDb;
  files: DubFiles;
  /** The owner's speech: catalogue voices plus their own voices (`profile:{id}`). */
  speechFor: (owner: Owner) => SpeechService;
  translator: MachineTranslator;
  transcriber: TimedTranscriber;
  lipSync: LipSync | null;
}

/** The project's subtitle settings as the scene renderer's style (fonts by key, sizes in base units). */
export function subtitleStyleOf(info: SubtitleInfo, width: number, height: number): SubtitleStyle {
  const base = defaultSubtitleStyle(width >= height ? 0 : 1);
  return {
    ...base,
    fontFamily: info.fontname,
    fontSize: info.fontsize,
    bold: info.bold,
    italic: info.italic,
    color: info.primaryColour,
    outlineColor: info.outlineColour,
    outlineWidth: info.outline,
    bottomPercent: info.bottomSpace,
    lineLength: info.srt_len,
    underline: info.underline,
    shadow: info.shadow,
    wordSpacing: info.wordSpace,
  };
}

export class DubPipeline {
  constructor(private readonly deps: DubPipelineDeps) {}

  recognise(ctx: JobContext<DubJobData>): Promise<void> {
    return this.run(ctx, 'recognising', async (row, dir) => {
      const video = await this.deps.files.toLocal(row.ownerId, row.sourceKey, dir);
      if (!row.thumbnailKey) await this.storeThumbnail(ctx, row, video, dir);
      if (!row.hasAudio) throw new DubFailure('translationNoSpeech');
      const wavPath = path.join(dir, 'speech.wav');
      await runProcess('ffmpeg', buildSpeechExtractArgs(video, wavPath), { signal: ctx.signal });
      await this.progress(ctx, 15);
      const segments = await this.deps.transcriber.segments(await readFile(wavPath), row.videoLanguage, ctx.signal);
      if (segments.length === 0) throw new DubFailure('translationNoSpeech');
      const chat: DubSegment[] = segments.map((s) => ({
        startMs: s.startMs,
        endMs: Math.min(s.endMs, row.durationMs),
        sourceText: s.text,
        translatedText: '',
      }));
      await this.update(ctx, row.id, { chat, state: 'generated', stage: null, progress: 100, jobId: null, claim: null });
    });
  }

  dub(ctx: JobContext<DubJobData>): Promise<void> {
    return this.run(ctx, 'dubbing', async (row, dir) => {
      const user = await findOwner(this.deps.db, row.ownerId);
      if (!user) throw new JobCancelledError();
      let chat = row.chat as DubSegment[];
      const pending = chat.flatMap((segment, index) => (ctx.data.retranslate || !segment.translatedText.trim() ? [index] : []));
      if (pending.length > 0) {
        const translated = await this.deps.translator.translate(
          pending.map((i) => chat[i]!.sourceText),
          row.videoLanguage,
          row.targetLanguage,
          ctx.signal,
        );
        chat = chat.map((segment, index) => {
          const at = pending.indexOf(index);
          return at >= 0 ? { ...segment, translatedText: translated[at] ?? '' } : segment;
        });
        await this.update(ctx, row.id, { chat });
      }
      await this.progress(ctx, 15);

      const ownerSpeech = this.deps.speechFor({ ownerId: row.ownerId, tenantId: row.tenantId });
      const lines: DubLine[] = [];
      const linePhonemes: TimedSound[][] = [];
      for (const [index, segment] of chat.entries()) {
        const text = segment.translatedText.trim();
        const spoken = text ? await ownerSpeech.synthesize({ text, voiceId: row.voiceId }) : null;
        lines.push({ wav: spoken?.wav ?? silentWav(), slot: { startMs: segment.startMs, endMs: segment.endMs }, text });
        linePhonemes.push(spoken?.phonemes ?? []);
        await this.progress(ctx, 15 + Math.round((25 * (index + 1)) / chat.length));
      }

      const video = await this.deps.files.toLocal(row.ownerId, row.sourceKey, dir);
      const info = SubtitleInfo.parse(row.subtitleInfo);
      const outPath = path.join(dir, 'dub.mp4');
      const speech = await buildDubSpeech({ lines, durationMs: row.durationMs, workDir: dir, signal: ctx.signal });
      let picture: { path: string; width: number; height: number } | null = null;
      if (row.lipSync && this.deps.lipSync) {
        const lipPath = path.join(dir, 'lipsync.mp4');
        const size = await this.deps.lipSync({
          videoPath: video,
          linePhonemes,
          placements: speech.placements,
          durationMs: row.durationMs,
          sourceLanguage: row.videoLanguage,
          outPath: lipPath,
          signal: ctx.signal,
        });
        picture = { path: lipPath, ...size };
        await this.progress(ctx, 75);
      }
      const width = picture?.width ?? row.width;
      const height = picture?.height ?? row.height;
      const result = await renderDub({
        videoPath: video,
        durationMs: row.durationMs,
        width,
        height,
        hasAudio: row.hasAudio,
        lines,
        originalAudio: 'duck',
        subtitles: row.subtitle ? { style: subtitleStyleOf(info, width, height), burn: row.burnSubtitles } : null,
        pictureOverride: picture?.path,
        speech,
        workDir: dir,
        outPath,
        codec: DUB_CODEC,
        signal: ctx.signal,
      });
      await this.progress(ctx, 92);

      const keys = outputKeysFor(row.ownerId, row.id, row.name);
      const srtPath = path.join(dir, 'dub.srt');
      await writeFile(srtPath, result.srt);
      await this.deps.files.store(user, row.tenantId, 'video', keys.video, outPath);
      const srtStored = await this.deps.files.store(user, row.tenantId, 'srt', keys.srt, srtPath);
      const previous = [row.outputKey, row.srtKey];
      // The success and the developer's webhook event (issue 15 §1) commit together.
      await this.deps.db.transaction(async (tx) => {
        const done = await updateOwnedDub(tx, { ownerId: ctx.ownerId, tenantId: ctx.tenantId }, row.id, {
          state: 'success',
          stage: null,
          progress: 100,
          jobId: null,
          claim: null,
          outputKey: keys.video,
          srtKey: srtStored ? keys.srt : null,
        });
        if (done)
          await addWebhookEvent(tx, {
            userId: row.ownerId,
            tenantId: row.tenantId,
            type: 'translation.done',
            data: { projectId: row.id, name: row.name },
            sourceKey: `dub:${row.id}:${ctx.jobId}:success`,
          });
      });
      await this.deps.files.removeAll(row.ownerId, previous);
    });
  }

  private async storeThumbnail(ctx: JobContext<DubJobData>, row: VideoDubRecord, video: string, dir: string): Promise<void> {
    const user = await findOwner(this.deps.db, row.ownerId);
    if (!user) return;
    const file = path.join(dir, 'thumbnail.jpg');
    await runProcess('ffmpeg', buildThumbnailArgs(video, file, Math.min(1000, row.durationMs / 2)), { signal: ctx.signal });
    const key = outputKeysFor(row.ownerId, row.id, 'thumbnail').cover;
    if (await this.deps.files.store(user, row.tenantId, 'cover', key, file)) await this.update(ctx, row.id, { thumbnailKey: key });
  }

  private async run(
    ctx: JobContext<DubJobData>,
    stage: 'recognising' | 'dubbing',
    work: (row: VideoDubRecord, dir: string) => Promise<void>,
  ): Promise<void> {
    const owner: Owner = { ownerId: ctx.ownerId, tenantId: ctx.tenantId };
    const row = await findOwnedDub(this.deps.db, owner, ctx.data.projectId);
    // Deleted meanwhile, or no longer this job's (a newer stage took over).
    if (!row || row.claim !== ctx.data.claim || row.stage !== stage) return;
    const temp = await createTempDir('videodub');
    try {
      await work(row, temp.path);
    } catch (error) {
      if (error instanceof JobCancelledError || error instanceof ProcessAbortedError || ctx.signal.aborted) return;
      const failure = failureOf(error);
      await updateOwnedDub(this.deps.db, owner, row.id, {
        state: 'failure',
        stage: null,
        jobId: null,
        claim: null,
        failureKey: failure.key,
        failureParams: failure.params,
      });
      if (!(error instanceof DubFailure)) console.error('[video-dub]', error);
    } finally {
      await temp.remove();
    }
  }

  /** The job's progress and the project's (what the wizard and the editor show). */
  private async progress(ctx: JobContext<DubJobData>, percent: number): Promise<void> {
    await ctx.reportProgress(percent);
    await this.update(ctx, ctx.data.projectId, { progress: percent });
  }

  private async update(ctx: JobContext<DubJobData>, id: string, changes: Parameters<typeof updateOwnedDub>[3]): Promise<void> {
    await updateOwnedDub(this.deps.db, { ownerId: ctx.ownerId, tenantId: ctx.tenantId }, id, changes);
  }
}

function failureOf(error: unknown): DubFailure {
  if (error instanceof DubFailure) return error;
  const reason = error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300);
  if (error instanceof TranslationError || error instanceof SpeechRecognitionError) return new DubFailure('translationFailed', { reason });
  return new DubFailure('videoConversionFailed', { reason });
}

/** A tenth of a second of silence (a segment whose translation was emptied speaks nothing). */
function silentWav(): Buffer {
  return encodeWav({ sampleRate: SPEECH_SAMPLE_RATE, samples: new Int16Array(Math.round(SPEECH_SAMPLE_RATE / 10)) });
}
