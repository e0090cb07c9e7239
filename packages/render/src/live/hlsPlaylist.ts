/**
 * The live room's HLS media playlist (RFC 8216): a sliding window of the newest segments. A
 * live room splices segments cut from different pre-rendered lines and replies one after the
 * other; each piece starts with EXT-X-DISCONTINUITY (its timestamps restart), and the
 * playlist counts the discontinuities that slid out of the window so players stay in step.
 * Pure: the streamer owns an instance and writes `render()` to disk after each append.
 */

export interface HlsSegment {
  /** URI relative to the playlist. */
  uri: string;
  durationSeconds: number;
  /** First segment of a new piece (a line or a reply). */
  discontinuity: boolean;
}

export interface LivePlaylistState {
  /** Media sequence number of the first segment in the window. */
  mediaSequence: number;
  /** Discontinuities that slid out of the window (EXT-X-DISCONTINUITY-SEQUENCE). */
  discontinuitySequence: number;
  segments: HlsSegment[];
}

export function emptyLivePlaylist(): LivePlaylistState {
  return { mediaSequence: 0, discontinuitySequence: 0, segments: [] };
}

/** Appends segments and slides the window to its last `windowSize`; returns the segments that left it. */
export function appendSegments(
  state: LivePlaylistState,
  added: readonly HlsSegment[],
  windowSize: number,
): { state: LivePlaylistState; removed: HlsSegment[] } {
  const all = [...state.segments, ...added];
  const overflow = Math.max(0, all.length - windowSize);
  const removed = all.slice(0, overflow);
  return {
    state: {
      mediaSequence: state.mediaSequence + overflow,
      discontinuitySequence: state.discontinuitySequence + removed.filter((segment) => segment.discontinuity).length,
      segments: all.slice(overflow),
    },
    removed,
  };
}

/** The playlist text. `ended` closes it (the room stopped): players play to the end and stop. */
export function renderLivePlaylist(state: LivePlaylistState, ended = false): string {
  const target = Math.max(1, ...state.segments.map((segment) => Math.ceil(segment.durationSeconds)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${state.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${state.discontinuitySequence}`,
  ];
  for (const segment of state.segments) {
    // Kept on the window's first segment too: DISCONTINUITY-SEQUENCE counts only the tags that
    // slid out, so a player that saw this tag before reads the same numbering now (RFC 8216 6.2.2).
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.durationSeconds.toFixed(3)},`, segment.uri);
  }
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Reads back the segments of a VOD playlist ffmpeg wrote when cutting one line (name and duration). */
export function parseSegmentList(m3u8: string): { uri: string; durationSeconds: number }[] {
  const segments: { uri: string; durationSeconds: number }[] = [];
  let duration: number | null = null;
  for (const raw of m3u8.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, durationSeconds: duration });
      duration = null;
    }
  }
  return segments;
}
