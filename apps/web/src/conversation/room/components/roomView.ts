import type { InputBoxConfig, ProjectConfig } from '@orator/shared';
import type { ReactNode } from 'react';
import type { AudioQueue } from '../audioQueue.ts';
import type { Exchange, RoomState } from '../useConversation.ts';

/** What the room does when a component is used (the editor's preview passes none: nothing is live there). */
export interface RoomActions {
  ask(question: string): void;
  /** Barge-in: silences the answer at once and tells the server. */
  stop(): void;
  /** Clears the visible conversation record (the session record stays on the server). */
  clear(): void;
  /** Moves the conversation to another node of the flow. */
  goto(nodeId: string): void;
  setMuted(muted: boolean): void;
  setLanguage(language: string): void;
}

/** Everything a room component reads: the same for the room and the editor's stage (so preview = room). */
export interface RoomView {
  project: { width: number; height: number; avatarId: string | null; inputBox: InputBoxConfig | null; config: ProjectConfig };
  audio: AudioQueue;
  exchanges: readonly Exchange[];
  state: RoomState;
  muted: boolean;
  language: string;
  /** Socket round trip in ms, null until measured. */
  latencyMs: number | null;
  /** null in the editor: components are drawn but not live. */
  actions: RoomActions | null;
  /**
   * The room's microphone button when the room has voice input: drawn at the voiceInput component's
   * frame (and then not beside the screen). Absent: the component draws nothing (no dead button).
   */
  voiceInput?: ReactNode;
  /** The address a stored media reference is loaded from (material references resolved). */
  mediaUrl(url: string): string;
}
