/**
 * Project -> MP4 + cover JPG + SRT + VTT. Stages: voices (TTS, cached by the speech service),
 * plan, assets, audio mix, then frames drawn by the scene renderer and piped into the
 * encoder. Outputs are written under temporary names and renamed only when complete, so a
 * cancelled or failed render leaves nothing half-written behind.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, InputClosedError, startProcess, type RunningProcess } from '@orator/process';
import type { Project } from '@orator/shared/project';
import { createNodeCanvas, registerNodeFonts } from '@orator/scene/node';
import { canvasTextMeasure, loadChineseWordsFor, type Tier } from '@orator/scene';
import type { SpeechService } from '@orator/speech';
import { loadAssets, materialize, type AssetLoader } from './assets/loadAssets.ts';
import { mixAudio } from './audio/mixAudio.ts';
import { buildEncodeArgs, codecForTier, type CodecSettings } from './ffmpeg/encodeArgs.ts';
import { RENDER_CANCELLED, throwIfAborted } from './ffmpeg/cancel.ts';
import { renderFrames } from './frames/frameLoop.ts';
import { formatSrt, formatVtt } from './output/subtitleFiles.ts';
import { buildRenderPlan, coverFrameIndex } from './plan/buildPlan.ts';
import type { RenderPlan } from './plan/types.ts';
import { makeVoices, voiceJobs } from './voices/pageVoices.ts';
import { progressStages, type ProgressCallback } from './progress.ts';

export interface RenderOptions {
  outDir: string;
  tier: Tier;
  speech: SpeechService;
  assets: AssetLoader;
  signal?: AbortSignal;
  onProgress?: ProgressCallback;
  watermarkText?: string;
  /** File name without extension for the outputs; default "video". */
  name?: string;
  /** Encoder settings; default codecForTier(tier). */
  codec?: Partial<CodecSettings>;
  /** Encode stream-uniform for a live room with segments of this length (see EncodeRequest). */
  streamSegmentSeconds?: number;
  /** Called with the finished plan before frames are drawn (tests and tools inspect it). */
  onPlan?: (plan: RenderPlan) => void;
}

export interface RenderResult {
  videoPath: string;
  coverPath: string;
  srtPath: string;
  vttPath: string;
  durationMs: number;
  width: number;
  height: number;
}

export async function renderProject(project: Project, opts: RenderOptions): Promise<RenderResult> {
  const name = opts.name ?? 'video';
  const final = {
    videoPath: join(opts.outDir, `${name}.mp4`),
    coverPath: join(opts.outDir, `${name}.jpg`),
    srtPath: join(opts.outDir, `${name}.srt`),
    vttPath: join(opts.outDir, `${name}.vtt`),
  };
  const partial = Object.fromEntries(Object.entries(final).map(([key, path]) => [key, `${path}.part`])) as typeof final;
  const progress = progressStages(opts.onProgress);
  const codec = { ...codecForTier(opts.tier), ...opts.codec };
  await mkdir(opts.outDir, { recursive: true });
  // Owner-marked: if this process is killed, the next start-up sweep removes the folder.
  const temp = await createTempDir('render');
  const tempDir = temp.path;
  let encoder: RunningProcess | null = null;
  try {
    registerNodeFonts();
    progress('speech', 0);
    const jobs = voiceJobs(project);
    let uploads = 0;
    const voices = await makeVoices(jobs, {
      speech: opts.speech,
      localPath: (url) => materialize(url, opts.assets, tempDir, `upload-${uploads++}`),
      signal: opts.signal,
      onDone: (done) => progress('speech', done / Math.max(1, jobs.length)),
    });

    // Han text breaks lines and cues between jieba's words, as the editor's preview does.
    await loadChineseWordsFor([JSON.stringify(project)]);
    const plan = buildRenderPlan(project, {
      tier: opts.tier,
      voices,
      watermarkText: opts.watermarkText,
      measureText: canvasTextMeasure(createNodeCanvas),
    });
    if (plan.frameCount === 0) throw new Error('the project has nothing to render (no pages or clips)');
    opts.onPlan?.(plan);
    progress('assets', 0);
    const assets = await loadAssets(plan, opts.assets, tempDir);
    throwIfAborted(opts.signal);

    progress('audio', 0);
    const audioPath = await mixAudio({ plan, mediaPaths: assets.mediaPaths, workDir: tempDir, signal: opts.signal });

    progress('frames', 0);
    encoder = startProcess(
      'ffmpeg',
      buildEncodeArgs({
        width: plan.width,
        height: plan.height,
        codec,
        audioPath,
        outPath: partial.videoPath,
        streamSegmentSeconds: opts.streamSegmentSeconds,
      }),
      { signal: opts.signal, abortMessage: RENDER_CANCELLED, stdin: 'pipe', stdout: 'ignore' },
    );
    const stdin = encoder.stdin;
    if (!stdin) throw new Error('encoder has no stdin');
    const running = encoder;
    const frames = renderFrames({
      plan,
      assets,
      stdin,
      coverFrame: coverFrameIndex(plan),
      signal: opts.signal,
      onFrame: (done) => progress('frames', done / plan.frameCount),
    });
    // A failed frame loop never closes stdin: stop the encoder so its promise settles too.
    frames.catch(() => running.kill());
    const [framesResult, encoded] = await Promise.allSettled([frames, encoder.done]);
    if (framesResult.status === 'rejected') {
      // A broken pipe means the encoder failed first, and its stderr explains why.
      throw framesResult.reason instanceof InputClosedError && encoded.status === 'rejected' ? encoded.reason : framesResult.reason;
    }
    if (encoded.status === 'rejected') throw encoded.reason;

    await writeFile(partial.coverPath, framesResult.value.coverJpeg);
    await writeFile(partial.srtPath, formatSrt(plan.subtitles));
    await writeFile(partial.vttPath, formatVtt(plan.subtitles));
    throwIfAborted(opts.signal);
    for (const key of Object.keys(final) as (keyof typeof final)[]) await rename(partial[key], final[key]);
    progress('done', 1);
    return { ...final, durationMs: plan.durationMs, width: plan.width, height: plan.height };
  } catch (err) {
    encoder?.kill();
    await encoder?.done.catch(() => {});
    await Promise.all(Object.values(partial).map((path) => rm(path, { force: true })));
    throw err;
  } finally {
    await temp.remove();
  }
}
