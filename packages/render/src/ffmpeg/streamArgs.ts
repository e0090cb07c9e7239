/**
 * What makes an H.264/AAC clip "stream-uniform" for a live room (pure): the same audio layout
 * as every other piece of the stream, no B-frames and a keyframe on every segment start, so
 * the streamer copies it into HLS segments without re-encoding. One place, used both when the
 * streamer normalises a clip and when a live reply is rendered stream-ready in the first place.
 */

export const LIVE_AUDIO = { sampleRate: 44_100, channels: 2, bitrate: '128k' } as const;

/** Video flags after the codec's own: decode order = display order, keyframes on segment starts. */
export function liveSegmentingArgs(segmentSeconds: number): string[] {
  return [
    // No B-frames: decode order equals display order, so a piece's first timestamp is its
    // offset and the next piece can start exactly where this one ends.
    '-bf',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${segmentSeconds})`,
    '-sc_threshold',
    '0',
  ];
}

/** The stream's sound: AAC at one rate and layout for every piece. */
export function liveAudioArgs(): string[] {
  return ['-c:a', 'aac', '-b:a', LIVE_AUDIO.bitrate, '-ar', String(LIVE_AUDIO.sampleRate), '-ac', String(LIVE_AUDIO.channels)];
}
