/** ffmpeg/ffprobe argument builders for the video-rewrite engine (pure, unit-tested). */

export interface FrameReadRequest {
  path: string;
  fps: number;
  width: number;
  height: number;
  startMs?: number;
  durationMs?: number;
}

/** Raw RGBA frames at `fps`, scaled to exactly width x height (the caller keeps the aspect). */
export function buildFrameReadArgs(req: FrameReadRequest): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    ...(req.startMs ? ['-ss', (req.startMs / 1000).toFixed(3)] : []),
    ...(req.durationMs !== undefined ? ['-t', (req.durationMs / 1000).toFixed(3)] : []),
    '-i',
    req.path,
    '-an',
    '-vf',
    `fps=${req.fps},scale=${req.width}:${req.height},format=rgba`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    'pipe:1',
  ];
}

/** Raw RGBA frames on stdin -> H.264 MP4 (yuv420p, constant frame rate: the renderer counts frames). */
export function buildFrameEncodeArgs(width: number, height: number, fps: number, outPath: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    outPath,
  ];
}

/** The soundtrack as 16 kHz mono WAV on stdout (what pocketsphinx decodes). */
export function buildSpeechExtractArgs(path: string): string[] {
  return ['-hide_banner', '-loglevel', 'error', '-i', path, '-vn', '-ac', '1', '-ar', '16000', '-f', 'wav', 'pipe:1'];
}

export function buildVideoProbeArgs(path: string): string[] {
  return [
    '-v',
    'error',
    '-show_entries',
    'format=duration,format_name:stream=codec_type,codec_name,width,height,avg_frame_rate',
    '-of',
    'json',
    path,
  ];
}

export interface VideoProbe {
  /** ffprobe's format names, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  formatName: string;
  durationMs: number;
  width: number;
  height: number;
  hasAudio: boolean;
  videoCodec: string | null;
  /** Average frame rate (0 when unknown). */
  fps: number;
}

function frameRate(ratio: string | undefined): number {
  const [num, den] = (ratio ?? '0/1').split('/').map(Number);
  return num && den ? num / den : 0;
}

export function parseVideoProbe(json: string): VideoProbe {
  const parsed = JSON.parse(json) as {
    format?: { duration?: string; format_name?: string };
    streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; avg_frame_rate?: string }[];
  };
  const video = parsed.streams?.find((s) => s.codec_type === 'video');
  return {
    formatName: parsed.format?.format_name ?? '',
    durationMs: Math.round(Number(parsed.format?.duration ?? 0) * 1000),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    hasAudio: parsed.streams?.some((s) => s.codec_type === 'audio') ?? false,
    videoCodec: video?.codec_name ?? null,
    fps: frameRate(video?.avg_frame_rate),
  };
}

/** An even size no larger than `maxHeight` high with the source's aspect (libx264 needs even sides). */
export function analysisSize(width: number, height: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxHeight / Math.max(1, height));
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

export interface LoopEncodeRequest {
  path: string;
  startMs: number;
  /** Frames read forwards (the loop then plays them back, without repeating either end). */
  frames: number;
  fps: number;
  width: number;
  height: number;
  outPath: string;
}

/**
 * The idle loop straight from the source: `frames` frames forwards, then backwards without the
 * two end frames (0 1 2 3 2 1), H.264 at a constant rate so frame n of the file is loop frame n.
 * Same decode settings as buildFrameReadArgs, so frame i here is the i-th frame tracked there.
 */
export function buildPingPongLoopArgs(req: LoopEncodeRequest): string[] {
  const head = `fps=${req.fps},scale=${req.width}:${req.height},trim=end_frame=${req.frames},setpts=N/FRAME_RATE/TB`;
  const graph =
    req.frames < 3
      ? `[0:v]${head},format=yuv420p[v]`
      : `[0:v]${head},split[f][r];[r]reverse,trim=start_frame=1:end_frame=${req.frames - 1},setpts=N/FRAME_RATE/TB[b];` +
        `[f][b]concat=n=2:v=1:a=0,format=yuv420p[v]`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...(req.startMs ? ['-ss', (req.startMs / 1000).toFixed(3)] : []),
    '-t',
    loopReadSeconds(req.frames, req.fps),
    '-i',
    req.path,
    '-an',
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-r',
    String(req.fps),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '18',
    '-movflags',
    '+faststart',
    req.outPath,
  ];
}

/** Input duration for a loop of `frames` frames (one spare frame so the fps filter never comes up short). */
export function loopReadSeconds(frames: number, fps: number): string {
  return ((frames + 1) / fps).toFixed(3);
}
