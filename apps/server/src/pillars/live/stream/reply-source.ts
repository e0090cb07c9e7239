/**
 * Where a room's streamer finds the replies to splice in (issue 13 §3). The streaming side
 * (going live, the leased stream job) and the interaction side (events in, trigger rules, reply
 * synthesis) meet only here: the interaction module implements this port and the stream job
 * asks it at every segment boundary. Until an implementation is registered, rooms stream their
 * lines and say no replies.
 */

/** A reply rendered to a clip on local disk, ready to be cut into segments. */
export interface LiveReplyClip {
  id: string;
  /** Stable identity of the clip's content (the streamer caches its uniform copy by it). */
  key: string;
  /**
   * Local MP4 of the reply (the avatar saying it, in the room's layout), encoded stream-uniform
   * in the room's stream format (liveFormatFor: keyframes on segment starts, the stream's
   * audio), so the streamer cuts it at once without encoding it again.
   */
  path: string;
  hasAudio: boolean;
  durationSeconds: number;
  /** What the avatar says, for the page's log. */
  text: string;
}

export interface LiveReplySource {
  /** Cheap and synchronous: true when a ready reply waits for the room (asked every segment). */
  waiting(roomId: string): boolean;
  /** Takes the room's next ready reply off its queue (highest priority first), or null. */
  take(roomId: string): Promise<LiveReplyClip | null>;
  /** The reply's first segment went out: recorded so the room page can show it was said. */
  played(roomId: string, replyId: string): Promise<void>;
  /** The stream job starts or stops watching the room (to start or stop any polling for it). */
  watch(roomId: string): () => void;
}

/** Rooms without an interaction module: nothing to say between lines. */
export const NO_REPLIES: LiveReplySource = {
  waiting: () => false,
  take: async () => null,
  played: async () => {},
  watch: () => () => {},
};
