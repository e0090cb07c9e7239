import { z } from 'zod';

/**
 * Going live (issue 13 §2): start and stop a room's stream, its status, the RTMP push target,
 * and the HLS playlist the room page plays. Segment names tell which piece they come from
 * (`line-<lineId>-…ts`, `reply-<replyId>-…ts`), so a page can say what is on screen.
 */
const room = (id: string) => `/manprocess/lbr/room/${encodeURIComponent(id)}`;

export const LIVE_STREAM_PATHS = {
  /** POST -> LiveStreamStatus: goes live (400 scenesWithoutLines; already live: the running stream) */
  goLive: (id: string) => `${room(id)}/live/start`,
  /** POST -> LiveStreamStatus: stops at the next segment boundary */
  stop: (id: string) => `${room(id)}/live/stop`,
  /** GET -> LiveStreamStatus */
  status: (id: string) => `${room(id)}/live`,
  /** PUT LiveRtmpBody -> LiveStreamStatus: the push target (empty url: no push) */
  rtmp: (id: string) => `${room(id)}/live/rtmp`,
  /** GET -> the HLS media playlist (session header, like every API call); segments are relative to it */
  playlist: (id: string) => `${room(id)}/live/hls/index.m3u8`,
} as const;

const LIVE_STREAM_STATES = ['stopped', 'starting', 'live', 'error'] as const;

/** A stream key shown after saving: its last four characters only. */
export function maskStreamKey(key: string | null): string | null {
  if (!key) return null;
  return key.length <= 4 ? '••••' : `••••${key.slice(-4)}`;
}

/** Which piece a segment URI comes from. */
export function pieceOfSegment(uri: string): { kind: 'line' | 'reply'; id: string } | null {
  const match = /(?:^|\/)(line|reply)-(.+)-s\d+-\d+\.ts(?:\?.*)?$/.exec(uri);
  return match ? { kind: match[1] as 'line' | 'reply', id: match[2]! } : null;
}

/**
 * No spaces or control characters anywhere in the push address or key: the ffmpeg they reach may
 * be built with librtmp, which reads space-separated options inside an RTMP URL ("rtmp://host/app
 * socks=127.0.0.1:1080" would tunnel the push through a host the address rules refuse).
 */
const hasSpaceOrControl = (value: string) => [...value].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f);
const RTMP_URL = /^rtmps?:\/\/[^/]+(\/.*)?$/is;

export const LiveRtmpBody = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || (RTMP_URL.test(value) && !hasSpaceOrControl(value)), { message: 'rtmpUrlInvalid' }),
  /** Absent: keep the saved key (the page only ever sees it masked). */
  key: z.string().trim().max(500).refine((value) => !hasSpaceOrControl(value), { message: 'rtmpKeyInvalid' }).optional(),
});
export type LiveRtmpBody = z.input<typeof LiveRtmpBody>;

export const LiveStreamStatus = z.object({
  roomId: z.string(),
  streaming: z.boolean(),
  state: z.enum(LIVE_STREAM_STATES),
  /** The piece on air (line-<id> | reply-<id>), null when off air. */
  nowPlaying: z.string().nullable(),
  mediaSequence: z.number().int(),
  lastError: z.string().nullable(),
  /** Off air because the stream kept failing until its retries ran out (lastError says why), not by a stop. */
  failed: z.boolean(),
  rtmp: z.object({
    url: z.string().nullable(),
    keyMasked: z.string().nullable(),
    connected: z.boolean(),
    connects: z.number().int(),
    lastError: z.string().nullable(),
  }),
});
export type LiveStreamStatus = z.infer<typeof LiveStreamStatus>;
