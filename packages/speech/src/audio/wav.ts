/** Minimal RIFF/WAVE reading and writing for 16-bit PCM, the only format the engines produce. */

export interface PcmAudio {
  sampleRate: number;
  /** Mono 16-bit samples. */
  samples: Int16Array;
}

export function encodeWav(audio: PcmAudio): Buffer {
  const dataBytes = audio.samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(audio.sampleRate, 24);
  out.writeUInt32LE(audio.sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < audio.samples.length; i++) out.writeInt16LE(audio.samples[i] ?? 0, 44 + i * 2);
  return out;
}

/**
 * Reads 16-bit PCM (any channel count, mixed down to mono) and 32-bit float WAV.
 * Chunks are walked rather than assuming a 44-byte header because festival and
 * neural TTS servers add LIST chunks, and streaming servers write 0xFFFFFFFF sizes.
 */
export function decodeWav(wav: Buffer): PcmAudio {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE buffer');
  }
  let offset = 12;
  let format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number } | null = null;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const declared = wav.readUInt32LE(offset + 4);
    const bodyStart = offset + 8;
    const bodyEnd = Math.min(wav.length, declared === 0xffffffff ? wav.length : bodyStart + declared);
    if (id === 'fmt ') {
      format = {
        audioFormat: wav.readUInt16LE(bodyStart),
        channels: wav.readUInt16LE(bodyStart + 2),
        sampleRate: wav.readUInt32LE(bodyStart + 4),
        bitsPerSample: wav.readUInt16LE(bodyStart + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before fmt chunk');
      return { sampleRate: format.sampleRate, samples: toMonoInt16(wav.subarray(bodyStart, bodyEnd), format) };
    }
    offset = bodyEnd + (declared % 2); // chunks are word-aligned
  }
  throw new Error('WAV has no data chunk');
}

function toMonoInt16(data: Buffer, format: { audioFormat: number; channels: number; bitsPerSample: number }): Int16Array {
  const isFloat = format.audioFormat === 3 || (format.audioFormat === 0xfffe && format.bitsPerSample === 32);
  const bytesPerSample = format.bitsPerSample / 8;
  if (!isFloat && format.bitsPerSample !== 16) throw new Error(`unsupported WAV sample size ${format.bitsPerSample}`);
  const frameBytes = bytesPerSample * format.channels;
  const frames = Math.floor(data.length / frameBytes);
  const out = new Int16Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < format.channels; c++) {
      const at = f * frameBytes + c * bytesPerSample;
      sum += isFloat ? data.readFloatLE(at) * 32767 : data.readInt16LE(at);
    }
    out[f] = clampInt16(sum / format.channels);
  }
  return out;
}

export function clampInt16(value: number): number {
  return Math.max(-32768, Math.min(32767, Math.round(value)));
}

export function durationMsOf(audio: PcmAudio): number {
  return (audio.samples.length * 1000) / audio.sampleRate;
}
