/**
 * A training video made here: a real face (face-api's own sample photo, sample3.jpg cropped to
 * the woman in the middle) with a jaw that drops and a mouth that opens to our own TTS's
 * visemes, small head motion, and the TTS speech as the soundtrack. Small and at a low frame
 * rate, so a 3-minute video (the §5 minimum) is cheap to make and to train on.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { runProcess } from '@orator/process';
import { VISEME_FPS, type VisemeFrame } from '@orator/shared';
import { CLONE_TRAINING_SCRIPT } from '@orator/shared/clone';
import { createSpeechService, decodeWav, encodeWav, visemeTrack } from '@orator/speech';
import { detectFaces } from '../../src/node/detector.ts';
import { encodeFrames } from '../../src/rewrite/node/media.ts';

const require = createRequire(import.meta.url);

export interface TalkingVideo {
  path: string;
  durationMs: number;
  /** The mouth track that drove the drawing (25 fps). */
  visemes: VisemeFrame[];
}

async function portraitImage(): Promise<Image> {
  const demo = join(require.resolve('@vladmandic/face-api/package.json'), '..', 'demo', 'sample3.jpg');
  const photo = await loadImage(readFileSync(demo));
  const canvas = createCanvas(600, 720);
  canvas.getContext('2d').drawImage(photo, 381, 220, 600, 720, 0, 0, 600, 720);
  return loadImage(await canvas.encode('png'));
}

interface MouthPosition {
  /** Centre of the closed lips and their width, in portrait pixels. */
  x: number;
  y: number;
  width: number;
}

/**
 * Speech for `durationMs`: the lines read by a festival voice, repeated with a second of
 * silence between rounds, as 16-bit WAV plus its viseme track.
 */
export async function speechFor(text: string, durationMs?: number): Promise<{ wav: Buffer; visemes: VisemeFrame[]; durationMs: number }> {
  const service = createSpeechService({});
  const voiceId = service.voices().find((v) => v.engine === 'festival')?.id ?? service.defaultVoice('en').id;
  const { wav, phonemes, durationMs: spokenMs } = await service.synthesize({ text, voiceId });
  durationMs ??= spokenMs + 500;
  const audio = decodeWav(wav);
  const roundMs = spokenMs + 1000;
  const samples = new Int16Array(Math.ceil((durationMs * audio.sampleRate) / 1000));
  const track = visemeTrack(phonemes, spokenMs);
  const visemes: VisemeFrame[] = [];
  for (let at = 0; at < durationMs; at += roundMs) {
    samples.set(
      audio.samples.subarray(0, Math.max(0, samples.length - Math.round((at * audio.sampleRate) / 1000))),
      Math.round((at * audio.sampleRate) / 1000),
    );
  }
  const frames = Math.ceil((durationMs * VISEME_FPS) / 1000);
  for (let f = 0; f < frames; f++) {
    const inRound = ((f * 1000) / VISEME_FPS) % roundMs;
    visemes.push(track[Math.floor((inRound * VISEME_FPS) / 1000)] ?? { viseme: 'sil', openness: 0, rounding: 0 });
  }
  return { wav: encodeWav({ sampleRate: audio.sampleRate, samples }), visemes, durationMs };
}

/** One frame: the portrait with head motion, the jaw dropped by `openness` and a dark open mouth. */
function drawTalkingFrame(
  ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>,
  size: { width: number; height: number },
  portrait: Image,
  mouth: MouthPosition,
  frame: VisemeFrame,
  timeMs: number,
): void {
  const scale = size.height / portrait.height;
  const t = timeMs / 1000;
  ctx.fillStyle = '#8a8f98';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.save();
  ctx.translate(size.width / 2 + 3 * Math.sin(t * 0.9), size.height / 2 + 2 * Math.sin(t * 1.3));
  ctx.rotate((1.2 * Math.PI * Math.sin(t * 0.7)) / 180);
  ctx.scale(scale, scale);
  ctx.translate(-portrait.width / 2, -portrait.height / 2);
  ctx.drawImage(portrait, 0, 0);
  const drop = frame.openness * mouth.width * 0.32;
  const half = (mouth.width / 2) * (1 - 0.3 * frame.rounding);
  if (drop > 0.5) {
    // The lower face moves down with the jaw; the gap becomes the dark inside of the mouth.
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, mouth.y, portrait.width, portrait.height - mouth.y);
    ctx.clip();
    ctx.drawImage(portrait, 0, drop);
    ctx.restore();
    ctx.fillStyle = '#3a1416';
    ctx.beginPath();
    ctx.ellipse(mouth.x, mouth.y + drop / 2, half * 0.9, drop / 2 + 1, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#e9e4dc';
    ctx.fillRect(mouth.x - half * 0.5, mouth.y - 1, half, Math.min(drop * 0.25, 5));
  }
  ctx.restore();
}

/** Where the portrait's closed mouth is, from its landmarks (found once per process). */
let mouthFound: Promise<MouthPosition> | null = null;
function portraitMouth(): Promise<MouthPosition> {
  mouthFound ??= (async () => {
    const portrait = await portraitImage();
    const canvas = createCanvas(portrait.width, portrait.height);
    canvas.getContext('2d').drawImage(portrait, 0, 0);
    const face = (await detectFaces(await canvas.encode('png'))).faces[0];
    if (!face) throw new Error('the sample portrait has no face');
    const at = (i: number) => face.landmarks[i] as { x: number; y: number };
    return { x: (at(48).x + at(54).x) / 2, y: (at(62).y + at(66).y) / 2, width: Math.hypot(at(54).x - at(48).x, at(54).y - at(48).y) };
  })();
  return mouthFound;
}

/**
 * Writes a talking video (H.264 + AAC) of the portrait reading `text` (repeated to fill
 * `durationMs` when given) at `fps`, `width` x `height`, named `name`.
 */
export async function makeTalkingVideo(options: {
  dir: string;
  name: string;
  text: string;
  durationMs?: number;
  /** Speech fills only this much of the video (the rest is the face at rest, quiet); all of it by default. */
  speechMs?: number;
  fps: number;
  width: number;
  height: number;
}): Promise<TalkingVideo> {
  const { dir, fps, width, height } = options;
  const mouth = await portraitMouth();
  const portrait = await portraitImage();
  const speech = await speechFor(options.text, options.speechMs ?? options.durationMs);
  const { wav } = speech;
  const durationMs = options.durationMs ?? speech.durationMs;
  const visemes = speech.visemes;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const count = Math.round((durationMs * fps) / 1000);
  function* frames(): Generator<Uint8ClampedArray> {
    for (let i = 0; i < count; i++) {
      const timeMs = (i * 1000) / fps;
      const frame = visemes[Math.floor((timeMs * VISEME_FPS) / 1000)] ?? { viseme: 'sil', openness: 0, rounding: 0 };
      drawTalkingFrame(ctx, { width, height }, portrait, mouth, frame, timeMs);
      yield ctx.getImageData(0, 0, width, height).data;
    }
  }
  const silent = join(dir, `${options.name}-silent.mp4`);
  await encodeFrames(frames(), { width, height }, fps, silent);
  const wavPath = join(dir, `${options.name}.wav`);
  await writeFile(wavPath, wav);
  const path = join(dir, `${options.name}.mp4`);
  const seconds = (durationMs / 1000).toFixed(3);
  await runProcess('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    silent,
    '-i',
    wavPath,
    '-c:v',
    'copy',
    '-af',
    'apad',
    '-c:a',
    'aac',
    '-t',
    seconds,
    path,
  ]);
  return { path, durationMs, visemes };
}

/**
 * A clone test's training upload (spec §5 wants 3 to 5 minutes): the portrait reading the training
 * script for a minute, then at rest, at 1 fps and 640x360 so it is quick to make and to train on.
 */
export function makeCloneTrainingVideo(dir: string): Promise<TalkingVideo> {
  return makeTalkingVideo({
    dir,
    fps: 1,
    width: 640,
    height: 360,
    name: 'training',
    text: CLONE_TRAINING_SCRIPT.join(' '),
    durationMs: 181_000,
    speechMs: 60_000,
  });
}
