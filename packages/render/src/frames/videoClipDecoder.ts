/**
 * One ffmpeg decoder per video clip, streaming raw RGBA frames at the output rate, already
 * scaled and cropped to the clip's box. The frame loop asks for frames in order; each is
 * turned into a canvas the scene renderer can draw.
 */
import { ImageData } from '@napi-rs/canvas';
import { createNodeCanvas, type NodeCanvas } from '@orator/scene/node';
import { buildClipDecodeArgs, type ClipDecodeRequest } from '../ffmpeg/encodeArgs.ts';
import { startProcess, type RunningProcess } from '@orator/process';
import { RENDER_CANCELLED } from '../ffmpeg/cancel.ts';

export class VideoClipDecoder {
  private readonly process: RunningProcess;
  private readonly frameBytes: number;
  private readonly frame: Buffer;
  private readonly chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private waiter: (() => void) | null = null;
  private readonly canvas: NodeCanvas;
  private framesRead = 0;
  /** The last decoded frame; held when the source runs out before the clip does. */
  current: NodeCanvas | null = null;

  constructor(
    private readonly request: ClipDecodeRequest,
    signal?: AbortSignal,
  ) {
    this.frameBytes = request.width * request.height * 4;
    this.frame = Buffer.alloc(this.frameBytes);
    this.canvas = createNodeCanvas(request.width, request.height);
    this.process = startProcess('ffmpeg', buildClipDecodeArgs(request), { signal, stdout: 'stream', abortMessage: RENDER_CANCELLED });
    const stdout = this.process.stdout;
    if (!stdout) throw new Error('decoder has no stdout');
    stdout.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
      // Decoding ahead is bounded: pause once a few frames wait, resume when they are taken.
      if (this.buffered > 4 * this.frameBytes) stdout.pause();
      this.wake();
    });
    stdout.on('end', () => {
      this.ended = true;
      this.wake();
    });
    // A decode failure only costs the clip its motion (the last frame stays up); the render goes on.
    this.process.done.catch(() => {
      this.ended = true;
      this.wake();
    });
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  /** Moves exactly one frame's bytes out of the received chunks into the reusable frame buffer. */
  private take(): Buffer {
    let filled = 0;
    while (filled < this.frameBytes) {
      const chunk = this.chunks[0] as Buffer;
      const used = Math.min(chunk.length, this.frameBytes - filled);
      chunk.copy(this.frame, filled, 0, used);
      filled += used;
      if (used === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(used);
    }
    this.buffered -= this.frameBytes;
    if (this.buffered <= 4 * this.frameBytes) this.process.stdout?.resume();
    return this.frame;
  }

  /** Advances to output frame `index` of the clip (frames are consumed in order). */
  async advanceTo(index: number): Promise<NodeCanvas | null> {
    while (this.framesRead <= index) {
      while (this.buffered < this.frameBytes && !this.ended) await new Promise<void>((resolve) => (this.waiter = resolve));
      if (this.buffered < this.frameBytes) break;
      const frame = this.take();
      this.framesRead++;
      if (this.framesRead > index) {
        const pixels = new Uint8ClampedArray(frame.buffer, frame.byteOffset, frame.length);
        this.canvas.getContext('2d').putImageData(new ImageData(pixels, this.request.width, this.request.height), 0, 0);
        this.current = this.canvas;
      }
    }
    return this.current;
  }

  close(): void {
    this.process.kill();
  }
}
