import { runProcess } from '@orator/speech/engines/runProcess';

/** Sample rates the preview may be asked for (the spec's clients send 16000). */
export const PREVIEW_SAMPLE_RATES = [8000, 16000, 22050, 24000, 32000, 44100, 48000] as const;

/** WAV -> mono MP3 at the requested sample rate (the speech package's encoder keeps the source rate). */
export async function wavToMp3(wav: Buffer, sampleRate: number): Promise<Buffer> {
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
      '-ac',
      '1',
      '-ar',
      String(sampleRate),
      '-codec:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-f',
      'mp3',
      'pipe:1',
    ],
    { input: wav },
  );
  return stdout;
}
