/** ffprobe arguments: container and per-stream durations as JSON on stdout. */
export function buildDurationProbeArgs(path: string): string[] {
  return ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,duration', '-of', 'json', path];
}

/**
 * ffmpeg arguments: any audio (or a video's audio) -> mono 16-bit PCM at `sampleRate` on stdout.
 * Raw samples, not WAV: a WAV header written to a pipe carries no valid length.
 */
export function buildAudioDecodeArgs(path: string, sampleRate: number): string[] {
  return ['-hide_banner', '-loglevel', 'error', '-i', path, '-ac', '1', '-ar', String(sampleRate), '-f', 's16le', 'pipe:1'];
}
