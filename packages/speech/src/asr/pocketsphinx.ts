import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, withTempDir } from '@orator/process';
import { resample } from '../audio/resample.ts';
import { decodeWav, encodeWav } from '../audio/wav.ts';
import { buildPocketsphinxArgs, POCKETSPHINX_SAMPLE_RATE } from './pocketsphinxArgs.ts';

/** English transcription with the Debian pocketsphinx CLI (en-us model); input is any WAV. */
export function transcribeEnglish(wav: Buffer): Promise<string> {
  return withTempDir('asr', async (dir) => {
    const path = join(dir, 'input.wav');
    await writeFile(path, encodeWav(resample(decodeWav(wav), POCKETSPHINX_SAMPLE_RATE)));
    // Decoding takes about real time on a busy two-core machine: a minute of speech needs more than a short limit.
    const stdout = await runProcess('pocketsphinx_continuous', buildPocketsphinxArgs(path), { timeoutMs: 600_000 });
    return stdout.toString('utf8').trim().split('\n').join(' ');
  });
}
