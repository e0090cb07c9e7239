import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { runProcess } from '@orator/process';
import { buildSampleDecodeArgs, decodeWav, encodeWav, resample, type PcmAudio } from '@orator/speech';
import { headOfFile } from '../../../kernel/storage/content-sniff.ts';

/** Rate samples are stored and analysed at: enough for F0 and the spectrum up to 8 kHz. */
export const SAMPLE_RATE = 16000;

/** What an uploaded file may be (§5 audio: mp3, wav) and what the browser's recorder makes. */
const UPLOADED = new Set(['mp3', 'wav']);
const RECORDED = new Set(['webm', 'ogg', 'mp4', 'm4a', 'wav']);

/** Storage folder of a profile's audio (relative to the owner's namespace; `audio/` carries the mp3/wav rule). */
export function profileFolder(profileId: string): string {
  return `audio/voice-profiles/${profileId}/`;
}

/** The container by content (magic numbers), if it is one a sample of this source may come in. */
export async function sampleFormatOf(file: string, source: 'recorded' | 'uploaded'): Promise<string | null> {
  const detected = await fileTypeFromBuffer(await headOfFile(file));
  const extension = detected?.ext === 'opus' ? 'ogg' : detected?.ext;
  if (!extension) return null;
  return (source === 'uploaded' ? UPLOADED : RECORDED).has(extension) ? extension : null;
}

/**
 * Any readable audio -> 16 kHz mono PCM; null when it cannot be read. WAV is read here (an
 * ffmpeg start costs more than the decoding); other containers go through ffmpeg.
 */
export async function decodeSample(file: string, format: string): Promise<PcmAudio | null> {
  if (format === 'wav') {
    try {
      return resample(decodeWav(await fs.readFile(file)), SAMPLE_RATE);
    } catch {
      // Not a WAV this reader knows (e.g. ADPCM): ffmpeg may still read it.
    }
  }
  try {
    const raw = await runProcess('ffmpeg', buildSampleDecodeArgs(file, SAMPLE_RATE), { timeoutMs: 60_000 });
    const samples = new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length - (raw.length % 2)));
    return { samples, sampleRate: SAMPLE_RATE };
  } catch {
    return null;
  }
}

export function sampleWav(audio: PcmAudio): Buffer {
  return encodeWav(audio);
}
