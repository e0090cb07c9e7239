import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resample } from '../audio/resample.ts';
import { decodeWav, encodeWav } from '../audio/wav.ts';
import { runProcess } from '../engines/runProcess.ts';

/** English transcription with the Debian pocketsphinx CLI (en-us model); input is any WAV. */
export async function transcribeEnglish(wav: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'orator-asr-'));
  try {
    const path = join(dir, 'input.wav');
    // The en-us acoustic model is trained on 16 kHz audio.
    await writeFile(path, encodeWav(resample(decodeWav(wav), 16000)));
    const { stdout } = await runProcess('pocketsphinx_continuous', ['-infile', path, '-logfn', '/dev/null']);
    return stdout.toString('utf8').trim().split('\n').join(' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
