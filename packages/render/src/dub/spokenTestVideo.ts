/**
 * A video that speaks English lines at known times, made from our own parts: a flat picture with a
 * moving bar (ffmpeg lavfi) and festival's voice. For tests and benches of the dub (the translation
 * upload needs at least 30 s, 360x360); nothing downloaded, nothing pre-recorded.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess } from '@orator/process';
import { decodeWav, encodeWav, resample, SPEECH_SAMPLE_RATE, type SpeechService } from '@orator/speech';

interface SpokenLine {
  text: string;
  atMs: number;
}

export interface SpokenVideoRequest {
  speech: SpeechService;
  voiceId: string;
  lines: readonly SpokenLine[];
  durationMs: number;
  width: number;
  height: number;
  fps: number;
  workDir: string;
  /** Replaces the flat picture (e.g. a rendered face), looped or cut to the duration. */
  picturePath?: string;
}

export interface SpokenVideo {
  path: string;
  /** Where each line's speech really is. */
  spoken: { text: string; startMs: number; endMs: number }[];
}

export async function makeSpokenTestVideo(req: SpokenVideoRequest): Promise<SpokenVideo> {
  const track = new Int16Array(Math.ceil((req.durationMs / 1000) * SPEECH_SAMPLE_RATE));
  const spoken: SpokenVideo['spoken'] = [];
  for (const line of req.lines) {
    const result = await req.speech.synthesize({ text: line.text, voiceId: req.voiceId });
    const audio = resample(decodeWav(result.wav), SPEECH_SAMPLE_RATE);
    const offset = Math.round((line.atMs / 1000) * SPEECH_SAMPLE_RATE);
    const count = Math.max(0, Math.min(audio.samples.length, track.length - offset));
    track.set(audio.samples.subarray(0, count), offset);
    spoken.push({ text: line.text, startMs: line.atMs, endMs: line.atMs + Math.round((count / SPEECH_SAMPLE_RATE) * 1000) });
  }
  const wavPath = join(req.workDir, 'spoken.wav');
  await writeFile(wavPath, encodeWav({ sampleRate: SPEECH_SAMPLE_RATE, samples: track }));
  const path = join(req.workDir, 'spoken.mp4');
  const seconds = (req.durationMs / 1000).toFixed(3);
  const picture = req.picturePath
    ? ['-stream_loop', '-1', '-i', req.picturePath]
    : ['-f', 'lavfi', '-i', `testsrc2=s=${req.width}x${req.height}:r=${req.fps}`];
  await runProcess('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...picture,
    '-i',
    wavPath,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-t',
    seconds,
    '-vf',
    `scale=${req.width}:${req.height},fps=${req.fps},format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '30',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-movflags',
    '+faststart',
    path,
  ]);
  return { path, spoken };
}
