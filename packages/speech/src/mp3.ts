import { runProcess } from './engines/runProcess.ts';

/** WAV -> MP3 (libmp3lame, mono 64 kbit/s: speech only) for the tts/synthesis preview endpoint. */
export async function encodeMp3(wav: Buffer): Promise<Buffer> {
  const { stdout } = await runProcess(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'wav',
      '-i',
      'pipe:0',
      '-codec:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-ac',
      '1',
      '-f',
      'mp3',
      'pipe:1',
    ],
    { input: wav },
  );
  return stdout;
}
