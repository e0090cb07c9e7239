/**
 * ffmpeg arguments that mix every audio input of a plan into one AAC track of exactly the
 * video's length (pure; Remotion-style argument builders are unit-tested without ffmpeg).
 */
import { DEFAULT_DUCKING, duckingVolumeExpression, type DuckingOptions } from '../audio/ducking.ts';
import { dbToGain, normalisingGain, TRUE_PEAK_CEILING_DBTP } from '../audio/loudness.ts';
import type { AudioInput, Interval } from '../plan/types.ts';

const MIX_SAMPLE_RATE = 48000;
const AAC_BITRATE = '160k';

export interface AudioMixRequest {
  durationMs: number;
  audio: readonly AudioInput[];
  speechIntervals: readonly Interval[];
  /** Local file per audio input id. */
  paths: ReadonlyMap<string, string>;
  outPath: string;
  ducking?: DuckingOptions;
  /** Measured integrated loudness (LUFS) per input id; speech and music are normalised from it. */
  levels?: ReadonlyMap<string, number>;
}

/**
 * The limiter's sample-peak ceiling: below the true-peak ceiling by the inter-sample and AAC
 * overshoot measured on our voices (up to ~0.8 dB), so the encoded file stays under it.
 */
export const LIMITER_CEILING_DB = TRUE_PEAK_CEILING_DBTP - 1;

const sec = (ms: number) => (Math.max(0, ms) / 1000).toFixed(3);

/** The filter chain of one input, from its raw stream to its place on the timeline. */
function inputChain(input: AudioInput, index: number, duck: string | null, levelLufs?: number): string {
  const filters = [
    `atrim=start=${sec(input.sourceStartMs)}:duration=${sec(input.durationMs)}`,
    'asetpts=PTS-STARTPTS',
    `aresample=${MIX_SAMPLE_RATE}`,
    'aformat=sample_fmts=fltp:channel_layouts=stereo',
    // The user's gain (audioDb) applies on top of the role's normalised level.
    `volume=${(input.gain * normalisingGain(input.role, levelLufs)).toFixed(4)}`,
  ];
  const fadeIn = Math.min(input.fadeInMs, input.durationMs);
  const fadeOut = Math.min(input.fadeOutMs, input.durationMs);
  if (fadeIn > 0) filters.push(`afade=t=in:st=0:d=${sec(fadeIn)}`);
  if (fadeOut > 0) filters.push(`afade=t=out:st=${sec(input.durationMs - fadeOut)}:d=${sec(fadeOut)}`);
  const delay = Math.round(input.startMs);
  if (delay > 0) filters.push(`adelay=delays=${delay}:all=1`);
  // After adelay t is on the output timeline, which is where the speech intervals live.
  if (duck) filters.push(`volume='${duck}':eval=frame`);
  return `[${index}:a]${filters.join(',')}[a${index}]`;
}

export function buildAudioMixArgs(req: AudioMixRequest): string[] {
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  const inputs = req.audio.filter((input) => input.durationMs > 0 && req.paths.has(input.id));
  const duck = req.speechIntervals.length > 0 ? duckingVolumeExpression(req.speechIntervals, req.ducking ?? DEFAULT_DUCKING) : null;
  for (const input of inputs) {
    if (input.loop) args.push('-stream_loop', '-1');
    args.push('-i', req.paths.get(input.id) as string);
  }
  const total = sec(req.durationMs);
  let graph: string;
  if (inputs.length === 0) {
    graph = `anullsrc=r=${MIX_SAMPLE_RATE}:cl=stereo,atrim=duration=${total}[out]`;
  } else {
    const chains = inputs.map((input, i) => inputChain(input, i, input.role === 'bgm' ? duck : null, req.levels?.get(input.id)));
    const labels = inputs.map((_, i) => `[a${i}]`).join('');
    // normalize=0: amix must not quieten every input by the input count; gains are explicit.
    const mix = `${labels}amix=inputs=${inputs.length}:duration=longest:dropout_transition=0:normalize=0,apad=whole_dur=${total},atrim=duration=${total},alimiter=limit=${dbToGain(LIMITER_CEILING_DB).toFixed(4)}:level=0:latency=1[out]`;
    graph = [...chains, mix].join(';');
  }
  args.push(
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-c:a',
    'aac',
    '-b:a',
    AAC_BITRATE,
    '-ar',
    String(MIX_SAMPLE_RATE),
    '-ac',
    '2',
    '-f',
    'mp4',
    req.outPath,
  );
  return args;
}
