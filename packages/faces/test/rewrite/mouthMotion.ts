/**
 * Lip-sync measured from the pixels (issue 12 §5 mouthAudioR): how well the opening of the mouth in
 * a video follows a soundtrack's loudness, frame by frame. The mouth is found once, by its landmarks
 * in the first frame of the source video (a generous box: the head moves a little); the opening is
 * the share of dark pixels (the inside of the mouth) in that box. Used by the lip-sync test and by
 * bench:faces, so both report the same figure.
 */
import { execFileSync } from 'node:child_process';
import { pearson, rmsEnvelope } from '@orator/speech';
import { detectFacesInFrame } from '../../src/node/index.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Grey pixels of a box in every frame of a video at `fps`. */
function boxFrames(file: string, box: Box, fps: number): Uint8Array[] {
  const raw = execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `fps=${fps},crop=${box.width}:${box.height}:${box.x}:${box.y}`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      '-',
    ],
    { maxBuffer: 512 * 1024 * 1024 },
  );
  const size = box.width * box.height;
  const frames: Uint8Array[] = [];
  for (let at = 0; at + size <= raw.length; at += size) frames.push(raw.subarray(at, at + size));
  return frames;
}

/** Share of dark pixels (the open mouth's inside) per frame. */
const darkness = (frames: Uint8Array[]) => frames.map((f) => f.reduce((n, v) => n + (v < 60 ? 1 : 0), 0) / f.length);

/** A video's soundtrack loudness per frame. */
function loudness(file: string, fps: number): number[] {
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const samples = new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length - (pcm.length % 2)));
  return rmsEnvelope({ sampleRate: 16000, samples }, 1000 / fps);
}

/** Where the mouth is in the first frame of a `width` x `height` video, from its landmarks. */
async function mouthBox(file: string, width: number, height: number): Promise<Box> {
  const rgba = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const face = (await detectFacesInFrame(rgba, width, height)).faces[0];
  if (!face) throw new Error('no face in the first frame');
  const mouth = face.landmarks.slice(48, 68);
  const xs = mouth.map((p) => p.x);
  const ys = mouth.map((p) => p.y);
  const mouthWidth = Math.max(...xs) - Math.min(...xs);
  const even = (v: number) => 2 * Math.round(v / 2);
  return {
    x: even(Math.min(...xs) - mouthWidth * 0.2),
    y: even(Math.min(...ys) - mouthWidth * 0.2),
    width: even(mouthWidth * 1.4),
    height: even(Math.max(...ys) - Math.min(...ys) + mouthWidth * 0.9),
  };
}

export interface MouthAudioFigure {
  /** Pearson correlation of the dubbed video's mouth opening with the dub's loudness. */
  r: number;
  /** The same for the source video's mouth against the dub's loudness (what no lip-sync would score). */
  sourceR: number;
  /** Frames compared. */
  frames: number;
  /** The widest mouth opening seen in the dubbed video (share of the box). */
  maxOpening: number;
}

/** How the mouth of `dubPath` follows its own soundtrack, against the lips of `sourcePath` (same size and framing). */
export async function mouthAudioCorrelation(
  dubPath: string,
  sourcePath: string,
  video: { width: number; height: number; fps: number },
): Promise<MouthAudioFigure> {
  const box = await mouthBox(sourcePath, video.width, video.height);
  const envelope = loudness(dubPath, video.fps);
  const dubbed = darkness(boxFrames(dubPath, box, video.fps));
  const source = darkness(boxFrames(sourcePath, box, video.fps));
  const frames = Math.min(envelope.length, dubbed.length, source.length);
  return {
    r: pearson(dubbed.slice(0, frames), envelope.slice(0, frames)),
    sourceR: pearson(source.slice(0, frames), envelope.slice(0, frames)),
    frames,
    maxOpening: Math.max(...dubbed),
  };
}
