/** What the encoder reads on stdin: a WAV file, or headerless 16-bit PCM. */
export type Mp3Source = { format: 'wav' } | { format: 's16le'; sampleRate: number; channels: 1 | 2 };

export interface Mp3Settings {
  bitrateKbps: number;
  /** Resample to this rate; the source rate when absent. */
  sampleRate?: number;
}

/** Speech: mono 64 kbit/s is plenty for a voice. */
export const SPEECH_MP3: Mp3Settings = { bitrateKbps: 64 };

/**
 * ffmpeg arguments for stdin -> mono MP3 on stdout (libmp3lame). Bit-exact and without
 * metadata, so the same input always gives the same bytes (stock music is cached by content).
 */
export function buildMp3EncodeArgs(source: Mp3Source, settings: Mp3Settings): string[] {
  const input = source.format === 'wav' ? ['-f', 'wav'] : ['-f', 's16le', '-ar', String(source.sampleRate), '-ac', String(source.channels)];
  const rate = settings.sampleRate === undefined ? [] : ['-ar', String(settings.sampleRate)];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    ...input,
    '-i',
    'pipe:0',
    '-ac',
    '1',
    ...rate,
    '-codec:a',
    'libmp3lame',
    '-b:a',
    `${settings.bitrateKbps}k`,
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-f',
    'mp3',
    'pipe:1',
  ];
}
