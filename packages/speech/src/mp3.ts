import { runProcess } from '@orator/process';
import { buildMp3EncodeArgs, SPEECH_MP3, type Mp3Settings, type Mp3Source } from './mp3Args.ts';

export { SPEECH_MP3, type Mp3Settings, type Mp3Source } from './mp3Args.ts';

/** The one MP3 encoder (voice samples, speech previews, stock music): stdin -> ffmpeg -> MP3 bytes. */
export function encodeMp3(
  input: Buffer,
  source: Mp3Source = { format: 'wav' },
  settings: Mp3Settings = SPEECH_MP3,
  signal?: AbortSignal,
): Promise<Buffer> {
  return runProcess('ffmpeg', buildMp3EncodeArgs(source, settings), { input, signal, timeoutMs: 120_000 });
}
