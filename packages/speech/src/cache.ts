import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SpeechCache, SpeechResult, VoiceParameters } from './types.ts';

/** Bump when engine output changes so stale cached audio is not served. */
const CACHE_FORMAT_VERSION = 2;

export function speechCacheKey(text: string, voiceId: string, params: VoiceParameters): string {
  const material = JSON.stringify({ v: CACHE_FORMAT_VERSION, text, voiceId, ...params });
  return createHash('sha256').update(material).digest('hex');
}

/** Layout: 4-byte header length, JSON header (everything but the audio), WAV bytes. */
export function serializeResult(result: SpeechResult): Buffer {
  const { wav, ...meta } = result;
  const header = Buffer.from(JSON.stringify(meta), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length, 0);
  return Buffer.concat([length, header, wav]);
}

export function deserializeResult(buffer: Buffer): SpeechResult {
  const headerLength = buffer.readUInt32LE(0);
  const meta = JSON.parse(buffer.subarray(4, 4 + headerLength).toString('utf8')) as Omit<SpeechResult, 'wav'>;
  return { ...meta, wav: Buffer.from(buffer.subarray(4 + headerLength)) };
}

/** Files under root/<first two hex chars>/<key>, written atomically via rename. */
export class DiskSpeechCache implements SpeechCache {
  constructor(private readonly root: string) {}

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathFor(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async put(key: string, value: Buffer): Promise<void> {
    const path = this.pathFor(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, value);
    await rename(temporary, path);
  }

  private pathFor(key: string): string {
    if (!/^[0-9a-zA-Z_-]+$/.test(key)) throw new Error(`invalid cache key: ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }
}
