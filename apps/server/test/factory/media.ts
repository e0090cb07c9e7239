import { execFileSync } from 'node:child_process';

/** Real media made by ffmpeg for upload tests (content sniffing reads the bytes, so no fakes). */
export function ffmpegBytes(...args: string[]): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', ...args], { maxBuffer: 16 * 1024 * 1024 });
}

/** A 16x16 red PNG. */
export const redPng = (): Buffer =>
  ffmpegBytes('-f', 'lavfi', '-i', 'color=c=red:s=16x16', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-');
