/** Frames in and out of ffmpeg, and the probe, for the video-rewrite engine (through @orator/process). */
import { runProcess, startProcess, writeWithBackpressure } from '@orator/process';
import {
  buildFrameEncodeArgs,
  buildFrameReadArgs,
  buildSpeechExtractArgs,
  buildVideoProbeArgs,
  parseVideoProbe,
  type FrameReadRequest,
  type VideoProbe,
} from './mediaArgs.ts';

export async function probeVideo(path: string, signal?: AbortSignal): Promise<VideoProbe> {
  const out = await runProcess('ffprobe', buildVideoProbeArgs(path), { signal, timeoutMs: 60_000 });
  return parseVideoProbe(out.toString('utf8'));
}

/** 16 kHz mono WAV of the video's soundtrack. */
export async function extractSpeech(path: string, signal?: AbortSignal): Promise<Buffer> {
  return runProcess('ffmpeg', buildSpeechExtractArgs(path), { signal, timeoutMs: 600_000 });
}

/**
 * Streams the video's frames to `onFrame` one at a time (decoding pauses while it works, so
 * memory stays at a few frames whatever the length). The frame buffer is reused: copy to keep.
 */
export async function readFrames(
  req: FrameReadRequest,
  onFrame: (rgba: Uint8Array, index: number) => Promise<void> | void,
  signal?: AbortSignal,
): Promise<number> {
  const frameBytes = req.width * req.height * 4;
  const child = startProcess('ffmpeg', buildFrameReadArgs(req), { signal, stdout: 'stream', timeoutMs: 3_600_000 });
  const stdout = child.stdout;
  if (!stdout) throw new Error('ffmpeg has no stdout');
  const frame = new Uint8Array(frameBytes);
  let filled = 0;
  let index = 0;
  try {
    for await (const chunk of stdout as AsyncIterable<Buffer>) {
      let offset = 0;
      while (offset < chunk.length) {
        const used = Math.min(chunk.length - offset, frameBytes - filled);
        frame.set(chunk.subarray(offset, offset + used), filled);
        filled += used;
        offset += used;
        if (filled === frameBytes) {
          await onFrame(frame, index++);
          filled = 0;
        }
      }
    }
  } catch (error) {
    child.kill();
    await child.done.catch(() => undefined);
    throw error;
  }
  await child.done;
  return index;
}

/** Encodes RGBA frames (each width*height*4 bytes) to an H.264 MP4 at `fps`. */
export async function encodeFrames(
  frames: Iterable<Uint8Array | Uint8ClampedArray>,
  size: { width: number; height: number },
  fps: number,
  outPath: string,
  signal?: AbortSignal,
): Promise<void> {
  const child = startProcess('ffmpeg', buildFrameEncodeArgs(size.width, size.height, fps, outPath), {
    signal,
    stdin: 'pipe',
    stdout: 'ignore',
    timeoutMs: 3_600_000,
  });
  const stdin = child.stdin;
  if (!stdin) throw new Error('ffmpeg has no stdin');
  try {
    for (const frame of frames)
      await writeWithBackpressure(stdin, new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength), 'ffmpeg');
    stdin.end();
  } catch (error) {
    child.kill();
    await child.done.catch(() => undefined);
    throw error;
  }
  await child.done;
}
