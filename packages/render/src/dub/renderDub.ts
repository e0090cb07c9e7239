/**
 * The dub of a video: translated lines re-timed onto the original timeline, the original sound
 * ducked under them (or removed), subtitle cues laid out and drawn by the scene renderer (the
 * same layout and painter as every export), burned in or delivered as SRT.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, throwIfAborted } from '@orator/process';
import { renderSubtitleBlock, sceneScale, canvasTextMeasure, loadChineseWordsFor, type Ratio, type SubtitleStyle } from '@orator/scene';
import { createNodeCanvas, registerNodeFonts } from '@orator/scene/node';
import { ratioOfSlide } from '@orator/shared/wizards';
import { decodeWav, encodeWav, resample, SPEECH_SAMPLE_RATE } from '@orator/speech';
import { mixAudio } from '../audio/mixAudio.ts';
import { DEFAULT_CODEC, type CodecSettings } from '../ffmpeg/encodeArgs.ts';

/** Camera footage, not flat illustration: x264's film tuning. */
export const DUB_CODEC: CodecSettings = { ...DEFAULT_CODEC, tune: 'film' };
import { RENDER_CANCELLED } from '../ffmpeg/cancel.ts';
import { formatSrt } from '../output/subtitleFiles.ts';
import { layoutStoredCues } from '../plan/subtitleCues.ts';
import type { AudioInput, Interval, TimedCue } from '../plan/types.ts';
import { buildAtempoArgs, buildDubMuxArgs, type TimedOverlay } from './dubArgs.ts';
import { planRetiming, type Placement, type RetimeLimits } from './retime.ts';

export interface DubLine {
  /** The line's speech (16-bit PCM WAV from the speech service). */
  wav: Buffer;
  /** Where the original line was spoken. */
  slot: Interval;
  /** What the subtitle shows. */
  text: string;
}

export interface RenderDubRequest {
  videoPath: string;
  durationMs: number;
  width: number;
  height: number;
  /** False when the source has no sound track (nothing to duck). */
  hasAudio: boolean;
  lines: readonly DubLine[];
  /** 'duck': the original sound stays far under the dub (music and ambience survive); 'remove': silence. */
  originalAudio: 'duck' | 'remove';
  /** null: no subtitles at all. */
  subtitles: { style: SubtitleStyle; burn: boolean } | null;
  /** The picture to use instead of the source's (the lip-synced video), `width` x `height`, same length. */
  pictureOverride?: string;
  /** The speech already built by buildDubSpeech (lip-sync needed it first). */
  speech?: { placements: Placement[]; speechPath: string };
  workDir: string;
  outPath: string;
  codec?: CodecSettings;
  limits?: RetimeLimits;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export interface RenderDubResult {
  placements: Placement[];
  /** The cues as laid out (empty without subtitles); the SRT holds the same. */
  cues: TimedCue[];
  srt: string;
  /** The dub speech alone, on the video's timeline (what lip-sync follows). */
  speechPath: string;
}

const SOURCE_URL = 'source-video';

function ratioOfVideo(width: number, height: number): Ratio {
  return ratioOfSlide(width, height) as Ratio;
}

/** Only the re-timed speech on the video's timeline (the first half of a dub; lip-sync needs it before the picture). */
export async function buildDubSpeech(
  req: Pick<RenderDubRequest, 'lines' | 'durationMs' | 'workDir' | 'limits' | 'signal'>,
): Promise<{ placements: Placement[]; speechPath: string }> {
  const decoded = req.lines.map((line) => resample(decodeWav(line.wav), SPEECH_SAMPLE_RATE));
  const lengths = decoded.map((audio) => (audio.samples.length / audio.sampleRate) * 1000);
  const placements = planRetiming(
    req.lines.map((line) => line.slot),
    lengths,
    req.durationMs,
    req.limits,
  );
  const track = new Int16Array(Math.ceil((req.durationMs / 1000) * SPEECH_SAMPLE_RATE));
  for (const [index, placement] of placements.entries()) {
    throwIfAborted(req.signal, RENDER_CANCELLED);
    let audio = decoded[index]!;
    if (placement.tempo !== 1 && audio.samples.length > 0) {
      const inPath = join(req.workDir, `line-${index}.wav`);
      const outPath = join(req.workDir, `line-${index}-timed.wav`);
      await writeFile(inPath, encodeWav(audio));
      await runProcess('ffmpeg', buildAtempoArgs(inPath, outPath, placement.tempo), { signal: req.signal, abortMessage: RENDER_CANCELLED });
      audio = resample(decodeWav(await readFile(outPath)), SPEECH_SAMPLE_RATE);
    }
    const offset = Math.round((placement.startMs / 1000) * SPEECH_SAMPLE_RATE);
    const count = Math.min(audio.samples.length, Math.round((placement.durationMs / 1000) * SPEECH_SAMPLE_RATE), track.length - offset);
    if (count > 0) track.set(audio.samples.subarray(0, count), offset);
  }
  const speechPath = join(req.workDir, 'dub-speech.wav');
  await writeFile(speechPath, encodeWav({ sampleRate: SPEECH_SAMPLE_RATE, samples: track }));
  return { placements, speechPath };
}

/** Subtitle cues of the placed lines, split to fit two lines of srt_len characters in the renderer's font. */
function dubCues(lines: readonly DubLine[], placements: readonly Placement[], style: SubtitleStyle, ratio: Ratio): TimedCue[] {
  const cues = placements
    .map((placement, index) => ({
      startMs: placement.startMs,
      endMs: placement.startMs + placement.durationMs,
      text: lines[index]?.text.trim() ?? '',
    }))
    .filter((cue) => cue.text.length > 0 && cue.endMs > cue.startMs);
  return layoutStoredCues(cues, { ratio, style, measure: canvasTextMeasure(createNodeCanvas) });
}

/** Each cue drawn once by the scene's subtitle painter, placed as the frame renderer places it. */
async function cueOverlays(cues: readonly TimedCue[], req: RenderDubRequest, style: SubtitleStyle, ratio: Ratio): Promise<TimedOverlay[]> {
  const scale = sceneScale(ratio, req.width);
  const measure = canvasTextMeasure(createNodeCanvas);
  const overlays: TimedOverlay[] = [];
  for (const [index, cue] of cues.entries()) {
    const block = renderSubtitleBlock(createNodeCanvas, { text: cue.text, style, ratio, scale, measure });
    if (!block) continue;
    const path = join(req.workDir, `cue-${index}.png`);
    const canvas = block.canvas as ReturnType<typeof createNodeCanvas>;
    await writeFile(path, await canvas.encode('png'));
    const bottom = req.height * (1 - style.bottomPercent / 100);
    overlays.push({ path, x: (req.width - canvas.width) / 2, y: bottom - canvas.height, startMs: cue.startMs, endMs: cue.endMs });
  }
  return overlays;
}

export async function renderDub(req: RenderDubRequest): Promise<RenderDubResult> {
  registerNodeFonts();
  await loadChineseWordsFor(req.lines.map((line) => line.text));
  const report = (fraction: number) => req.onProgress?.(Math.min(1, Math.max(0, fraction)));
  const { placements, speechPath } = req.speech ?? (await buildDubSpeech(req));
  report(0.3);

  const speechIntervals = placements.filter((p) => p.durationMs > 0).map((p) => ({ startMs: p.startMs, endMs: p.startMs + p.durationMs }));
  const audio: AudioInput[] = [
    {
      id: 'dub',
      role: 'speech',
      source: { kind: 'url', url: speechPath },
      startMs: 0,
      durationMs: req.durationMs,
      sourceStartMs: 0,
      gain: 1,
      fadeInMs: 0,
      fadeOutMs: 0,
      loop: false,
    },
  ];
  // The original track as a bed: levelled far under speech and ducked further while the dub speaks.
  if (req.hasAudio && req.originalAudio === 'duck')
    audio.push({
      id: 'original',
      role: 'bgm',
      source: { kind: 'url', url: SOURCE_URL },
      startMs: 0,
      durationMs: req.durationMs,
      sourceStartMs: 0,
      gain: 1,
      fadeInMs: 0,
      fadeOutMs: 0,
      loop: false,
    });
  const mediaPaths = new Map([
    [speechPath, speechPath],
    [SOURCE_URL, req.videoPath],
  ]);
  const mixPath = await mixAudio({
    plan: { audio, durationMs: req.durationMs, speechIntervals },
    mediaPaths,
    workDir: req.workDir,
    signal: req.signal,
  });
  report(0.55);

  const ratio = ratioOfVideo(req.width, req.height);
  const cues = req.subtitles ? dubCues(req.lines, placements, req.subtitles.style, ratio) : [];
  const overlays = req.subtitles?.burn ? await cueOverlays(cues, req, req.subtitles.style, ratio) : [];
  throwIfAborted(req.signal, RENDER_CANCELLED);
  await runProcess(
    'ffmpeg',
    buildDubMuxArgs({
      videoPath: req.pictureOverride ?? req.videoPath,
      audioPath: mixPath,
      overlays,
      codec: req.codec ?? DUB_CODEC,
      outPath: req.outPath,
    }),
    { signal: req.signal, abortMessage: RENDER_CANCELLED },
  );
  report(1);
  return { placements, cues, srt: formatSrt(cues), speechPath };
}
