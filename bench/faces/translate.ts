/**
 * Translation figure of issue 12 §5: wall time from a 60 s English video to its Spanish dub with
 * lip-sync (`translate60sSeconds`, goal < 180 s). The video is made here (not timed): face-api's
 * sample face animated to festival's speech (packages/faces/test/rewrite/talkingVideo.ts). The
 * timed part runs the dub job's own steps in order, without the HTTP and storage around them:
 * pocketsphinx word times -> segments, Apertium en->es, espeak-ng per segment, re-timing,
 * lip-sync from the video's own mouths (@orator/faces), ducked mix, subtitles burned in.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { detectFacesInFrame, detectFacesNear, lipSyncVideo } from '@orator/faces/node';
import { buildDubSpeech, DUB_CODEC, renderDub, retimePhonemes } from '@orator/render';
import { defaultSubtitleStyle } from '@orator/scene';
import {
  alignEnglish,
  createSpeechService,
  segmentsFromWords,
  translateWithApertium,
  visemeTrack,
  type SpeechResult,
} from '@orator/speech';
import { makeTalkingVideo } from '../../packages/faces/test/rewrite/talkingVideo.ts';
import { mouthAudioCorrelation } from '../../packages/faces/test/rewrite/mouthMotion.ts';

const WIDTH = 480;
const HEIGHT = 576;
const DURATION_MS = 60_000;

/** What the person says (repeated to fill the minute); the translator and the recogniser see it fresh. */
const ENGLISH =
  'Welcome to the harbour museum. Today we look at the old boats and the lighthouse. ' +
  'The lamp was made by hand more than one hundred years ago. Thank you for watching, and see you soon.';

export interface TranslateFigure {
  translate60sSeconds: number;
  segments: number;
  lipSync: boolean;
  /** How the dubbed mouth follows the Spanish audio, from the pixels (goal >= 0.5); and the source's lips against it. */
  mouthAudioR: number;
  sourceMouthAudioR: number;
  /** Wall seconds per stage, in order (lip-sync split into its parts). */
  stageSeconds: Record<string, number>;
}

export async function measureTranslate60s(): Promise<TranslateFigure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-translate-'));
  try {
    const video = await makeTalkingVideo({
      dir,
      name: 'english',
      text: ENGLISH,
      durationMs: DURATION_MS,
      fps: 25,
      width: WIDTH,
      height: HEIGHT,
    });
    const speech = createSpeechService();
    const voiceId = speech.voicesFor('es').find((v) => v.gender === 'female')?.id ?? speech.voicesFor('es')[0]!.id;
    const started = performance.now();
    const stageSeconds: Record<string, number> = {};
    let lap = started;
    const stage = (name: string) => {
      const now = performance.now();
      stageSeconds[name] = (now - lap) / 1000;
      lap = now;
    };

    const wavPath = path.join(dir, 'source16k.wav');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', video.path, '-ac', '1', '-ar', '16000', wavPath]);
    const segments = segmentsFromWords((await alignEnglish(fs.readFileSync(wavPath))).words);
    stage('asr');
    const spanish = await translateWithApertium(
      segments.map((s) => s.text),
      [['en', 'es']],
    );
    stage('translate');
    const spoken: SpeechResult[] = [];
    for (const text of spanish) spoken.push(await speech.synthesize({ text, voiceId }));
    const lines = segments.map((s, i) => ({ wav: spoken[i]!.wav, slot: { startMs: s.startMs, endMs: s.endMs }, text: spanish[i]! }));
    const dub = await buildDubSpeech({ lines, durationMs: DURATION_MS, workDir: dir });
    stage('tts');
    const visemes = visemeTrack(
      retimePhonemes(
        spoken.map((s) => s.phonemes),
        dub.placements,
      ),
      DURATION_MS,
    );
    const lip = await lipSyncVideo({
      videoPath: video.path,
      visemes,
      outPath: path.join(dir, 'lipsync.mp4'),
      detect: detectFacesInFrame,
      detectNear: detectFacesNear,
      sourceLanguage: 'en',
    });
    stage('lipSync');
    for (const [part, ms] of Object.entries(lip.stageMs)) stageSeconds[`lipSync.${part}`] = ms / 1000;
    await renderDub({
      videoPath: video.path,
      durationMs: DURATION_MS,
      width: lip.width,
      height: lip.height,
      hasAudio: true,
      lines,
      originalAudio: 'duck',
      subtitles: { style: { ...defaultSubtitleStyle(1), lineLength: 18 }, burn: true },
      pictureOverride: lip.outPath,
      speech: dub,
      workDir: dir,
      outPath: path.join(dir, 'dub.mp4'),
      codec: DUB_CODEC,
    });
    stage('encode');
    const translate60sSeconds = (performance.now() - started) / 1000;
    // Measured after the clock stops: not part of the translation's time.
    const mouth = await mouthAudioCorrelation(path.join(dir, 'dub.mp4'), video.path, { width: WIDTH, height: HEIGHT, fps: 25 });
    return {
      translate60sSeconds,
      segments: segments.length,
      lipSync: true,
      stageSeconds,
      mouthAudioR: mouth.r,
      sourceMouthAudioR: mouth.sourceR,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
