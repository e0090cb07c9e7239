/**
 * One live room's streamer (issue 13 §2): plays the room's pieces (pre-rendered lines, and
 * replies spliced in at the next segment boundary) as one HLS stream in real time. Each piece
 * is made uniform once (cached by its key), then copied into segments on the stream's clock;
 * a segment is published when the wall clock reaches its start, one segment ahead, so players
 * always find the next one. Little work per segment: one `-c copy` cut per piece.
 *
 * The room's content, the published files and the clock are ports, so the same loop runs in
 * a worker against the database and blob storage, and in tests against plain folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runProcess } from '@orator/process';
import {
  appendSegments,
  buildHlsCutArgs,
  buildLiveNormaliseArgs,
  DEFAULT_CODEC,
  emptyLivePlaylist,
  LIVE_PIECE_GAP_SECONDS,
  parseSegmentList,
  type HlsSegment,
  type LiveFormat,
  type LivePlaylistState,
} from '@orator/render';

/** A rendered clip (an MP4 on local disk) and what the streamer needs to know of it. */
export interface LiveClip {
  /** Stable identity of its content (e.g. the blob hash): the uniform copy is cached under it. */
  key: string;
  path: string;
  hasAudio: boolean;
  durationSeconds: number;
  /**
   * Set when the clip was encoded stream-uniform already (a reply rendered for the room's
   * stream): if it is the stream's format, it is cut as it is, without a second encode.
   */
  format?: LiveFormat;
}

export interface StreamPiece<Tag = unknown> {
  clip: LiveClip;
  /** Lines come round again: their uniform copy is kept. A reply is said once: its copy goes after the cut. */
  reusable: boolean;
  /** The caller's own marker (which line or reply), handed back in `played`. */
  tag: Tag;
  /**
   * Starts the piece's segment names (e.g. `line-<id>`), so a player can tell which piece is on
   * screen; file-name safe. Segments are then `<label>-s<sequence>-<n>.ts`.
   */
  label?: string;
}

export interface PublishedSegment extends HlsSegment {
  /** Local file of the segment. */
  file: string;
  /** Stream time at which it starts. */
  startSeconds: number;
}

export interface StreamerPorts<Tag> {
  /** The next line to play; null when the room has no ready line (the streamer waits). */
  nextLine(): Promise<StreamPiece<Tag> | null>;
  /** A reply waiting to be said, taken off its queue; null when none. */
  takeReply(): Promise<StreamPiece<Tag> | null>;
  /** True when a reply waits (cheap; asked at every segment boundary). */
  replyWaiting(): boolean;
  /** New segments are in the playlist: store them, the playlist, and drop the ones that left it. */
  publish(added: PublishedSegment[], playlist: LivePlaylistState, removed: HlsSegment[]): Promise<void>;
  /** A piece's first segment went out (the room's position moves on). */
  started(piece: StreamPiece<Tag>): Promise<void>;
}

export interface StreamerClock {
  now(): number;
  /** Resolves after `ms` or when the signal aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const realClock: StreamerClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    }),
};

export interface StreamerOptions<Tag> {
  ports: StreamerPorts<Tag>;
  format: LiveFormat;
  /** Private folder for uniform clips and cut segments. */
  workDir: string;
  /** Segments kept in the playlist. */
  windowSize: number;
  clock?: StreamerClock;
  /** Where a restarted streamer resumes: the playlist as last published (its sequences go on). */
  resumeFrom?: LivePlaylistState;
  /** How long to wait before asking again when the room has nothing ready. */
  idleRetryMs?: number;
  /** While waiting for a segment's publish time, how often to look for a ready reply. */
  replyCheckMs?: number;
}

/**
 * A reply seen this close to the next segment's publish time waits for the boundary after it:
 * cutting it (a copy, no encode) must fit before the segment is due.
 */
const REPLY_CUT_MARGIN_MS = 250;

const sameFormat = (a: LiveFormat, b: LiveFormat) =>
  a.width === b.width && a.height === b.height && a.fps === b.fps && a.segmentSeconds === b.segmentSeconds;

interface UniformClip {
  path: string;
  durationSeconds: number;
}

export class LiveStreamer<Tag> {
  private playlist: LivePlaylistState;
  private readonly clock: StreamerClock;
  private readonly uniform = new Map<string, Promise<UniformClip>>();
  private pieceCount = 0;
  /** Stream time where the next piece starts. */
  private streamSeconds = 0;

  constructor(private readonly options: StreamerOptions<Tag>) {
    this.clock = options.clock ?? realClock;
    this.playlist = options.resumeFrom ?? emptyLivePlaylist();
    fs.mkdirSync(path.join(options.workDir, 'uniform'), { recursive: true });
    fs.mkdirSync(path.join(options.workDir, 'segments'), { recursive: true });
  }

  /** Streams until the signal aborts. */
  async run(signal: AbortSignal): Promise<void> {
    const { ports } = this.options;
    // Wall time at which stream time 0 is due; publishing keeps one segment ahead of it.
    const wallStart = this.clock.now();
    // A resumed playlist's next segment starts a new piece after a gap in the timeline.
    let discontinuity = this.playlist.segments.length > 0 || this.playlist.mediaSequence > 0;
    while (!signal.aborted) {
      const piece = (await ports.takeReply()) ?? (await ports.nextLine());
      if (!piece) {
        await this.clock.sleep(this.options.idleRetryMs ?? 1000, signal);
        continue;
      }
      const segments = await this.cut(piece, discontinuity);
      if (signal.aborted) return;
      discontinuity = false;
      let end = this.streamSeconds;
      for (const [index, segment] of segments.entries()) {
        const dueAt = wallStart + (segment.startSeconds - segment.durationSeconds) * 1000;
        // A reply goes in at the next segment boundary, cutting the current line short: one that
        // gets ready while this segment waits to be published takes its place.
        if (index > 0 && (await this.waitUnlessReply(dueAt, signal))) break;
        if (index === 0) await this.clock.sleep(dueAt - this.clock.now(), signal);
        if (signal.aborted) return;
        const step = appendSegments(this.playlist, [segment], this.options.windowSize);
        this.playlist = step.state;
        await ports.publish([segment], this.playlist, step.removed);
        if (index === 0) await ports.started(piece);
        end = segment.startSeconds + segment.durationSeconds;
      }
      for (const left of segments.filter((segment) => segment.startSeconds >= end)) fs.rmSync(left.file, { force: true });
      this.streamSeconds = end + LIVE_PIECE_GAP_SECONDS;
    }
  }

  /**
   * Sleeps until `dueAt`, looking for a ready reply every replyCheckMs; true (and wakes at once)
   * when one waits and there is still time to cut it before `dueAt`.
   */
  private async waitUnlessReply(dueAt: number, signal: AbortSignal): Promise<boolean> {
    const step = this.options.replyCheckMs ?? 100;
    for (;;) {
      if (signal.aborted) return false;
      const left = dueAt - this.clock.now();
      if (this.options.ports.replyWaiting() && left > REPLY_CUT_MARGIN_MS) return true;
      if (left <= 0) return false;
      await this.clock.sleep(Math.min(step, left), signal);
    }
  }

  /** The playlist as last published. */
  get currentPlaylist(): LivePlaylistState {
    return this.playlist;
  }

  private makeUniform(clip: LiveClip): Promise<UniformClip> {
    let made = this.uniform.get(clip.key);
    if (!made && clip.format && sameFormat(clip.format, this.options.format))
      made = Promise.resolve({ path: clip.path, durationSeconds: clip.durationSeconds });
    if (!made) {
      const output = path.join(this.options.workDir, 'uniform', `${this.pieceCount}-${this.uniform.size}.mp4`);
      made = runProcess('ffmpeg', buildLiveNormaliseArgs(clip, output, this.options.format, DEFAULT_CODEC)).then(() => ({
        path: output,
        durationSeconds: clip.durationSeconds,
      }));
      made.catch(() => this.uniform.delete(clip.key));
      this.uniform.set(clip.key, made);
    }
    return made;
  }

  private async cut(piece: StreamPiece<Tag>, discontinuity: boolean): Promise<PublishedSegment[]> {
    const uniform = await this.makeUniform(piece.clip);
    try {
      return await this.cutUniform(uniform, discontinuity, piece.label);
    } finally {
      if (!piece.reusable) {
        this.uniform.delete(piece.clip.key);
        fs.rmSync(uniform.path, { force: true });
      }
    }
  }

  private async cutUniform(uniform: UniformClip, discontinuity: boolean, label: string | undefined): Promise<PublishedSegment[]> {
    const directory = path.join(this.options.workDir, 'segments');
    const sequence = this.playlist.mediaSequence + this.playlist.segments.length;
    // The sequence keeps names unique across loops and restarts (a line comes round again).
    const count = this.pieceCount++;
    const pieceName = label ? `${label}-s${sequence}` : `p${String(sequence).padStart(9, '0')}-${count}`;
    const { segmentSeconds } = this.options.format;
    await runProcess(
      'ffmpeg',
      buildHlsCutArgs({ input: uniform.path, directory, pieceName, offsetSeconds: this.streamSeconds, segmentSeconds }),
    );
    const listFile = path.join(directory, `${pieceName}.m3u8`);
    const listed = parseSegmentList(fs.readFileSync(listFile, 'utf8'));
    fs.rmSync(listFile, { force: true });
    let start = this.streamSeconds;
    return listed.map((segment, index) => {
      const published: PublishedSegment = {
        uri: segment.uri,
        durationSeconds: segment.durationSeconds,
        discontinuity: discontinuity && index === 0,
        file: path.join(directory, segment.uri),
        startSeconds: start,
      };
      start += segment.durationSeconds;
      return published;
    });
  }
}
