import {
  canRedo,
  canUndo,
  createTimelineHistory,
  execute,
  executeInPlace,
  locateClip,
  redo,
  TIMELINE_ZOOM_DEFAULT,
  clampZoom,
  undo,
  type Clip,
  type ErrorKey,
  type ExecuteResult,
  type ProjectKind,
  type RatioKey,
  type TimelineCommand,
  type TimelineHistory,
  type TimelineState,
  type VideoProject,
} from '@orator/shared';
import { create } from 'zustand';
import { showRefusal } from '../../kit/refusal.ts';
import { edited, loadedSaveState, saveSlice, type SaveSlice } from '../../kit/saveState.ts';

/** Project fields the timeline model does not hold. */
export interface TrackProjectMeta {
  id: string;
  projectName: string;
  projectType: ProjectKind;
  ratio: RatioKey;
  watermark: boolean;
  resolution: VideoProject['resolution'];
}

/** The preview registers its player here so shortcuts and buttons can drive it. */
export interface Transport {
  toggle(): void;
  pause(): void;
}

export interface TrackEditorState extends SaveSlice {
  meta: TrackProjectMeta | null;
  history: TimelineHistory | null;
  selectedClipUuid: string | null;
  selectedTrackUuid: string | null;
  playheadMs: number;
  playing: boolean;
  zoom: number;
  clipboard: Clip | null;
  transport: Transport | null;

  load(project: VideoProject): void;
  /** Runs a model command as one undo step; a refusal shows its catalogue message and changes nothing. */
  dispatch(command: TimelineCommand): boolean;
  /** Runs a command that follows from other state (speech lengths), not an undo step of its own. */
  settle(command: TimelineCommand): boolean;
  undo(): void;
  redo(): void;
  rename(projectName: string): void;
  selectClip(clipUuid: string | null): void;
  selectTrack(trackUuid: string | null): void;
  setPlayhead(ms: number): void;
  setPlaying(playing: boolean): void;
  setZoom(zoom: number): void;
  copySelection(): boolean;
  setTransport(transport: Transport | null): void;
}

/** Drops a selection whose clip or track is gone (after delete, undo ...). */
function keptSelection(timeline: TimelineState, clipUuid: string | null, trackUuid: string | null) {
  const clip = clipUuid ? locateClip(timeline, clipUuid) : undefined;
  return {
    selectedClipUuid: clip ? clipUuid : null,
    selectedTrackUuid: clip ? clip.track.uuid : timeline.tracks.some((t) => t.uuid === trackUuid) ? trackUuid : null,
  };
}

/** Selection, playhead, zoom and clipboard of a project just opened. */
const FRESH_VIEW = {
  selectedClipUuid: null,
  selectedTrackUuid: null,
  playheadMs: 0,
  playing: false,
  zoom: TIMELINE_ZOOM_DEFAULT,
  clipboard: null,
} as const;

export const useTrackEditor = create<TrackEditorState>((set, get) => {
  /**
   * Installs the history a step made, keeping the selection that still exists; a refusal shows
   * its catalogue message and changes nothing. `saveAtOnce` skips the autosave debounce (undo, redo).
   */
  const withHistory = (step: (history: TimelineHistory) => ExecuteResult, saveAtOnce = false): boolean => {
    const { history, selectedClipUuid, selectedTrackUuid } = get();
    if (!history) return false;
    const result = step(history);
    if (!result.ok) {
      showRefusal(result.error);
      return false;
    }
    if (result.history === history) return true;
    set((s) => ({
      history: result.history,
      ...keptSelection(result.history.present, selectedClipUuid, selectedTrackUuid),
      ...edited(s, saveAtOnce),
    }));
    return true;
  };

  return {
    ...saveSlice(set),
    meta: null,
    history: null,
    ...FRESH_VIEW,
    transport: null,

    load(project) {
      set({
        meta: {
          id: project.id,
          projectName: project.projectName,
          projectType: project.projectType,
          ratio: project.ratio,
          watermark: project.watermark,
          resolution: project.resolution,
        },
        // product-rules#editors: the undo history starts empty once loading completes.
        history: createTimelineHistory({ tracks: project.document.tracks }),
        ...FRESH_VIEW,
        ...loadedSaveState(),
      });
    },

    dispatch(command) {
      return withHistory((history) => execute(history, command));
    },

    settle(command) {
      return withHistory((history) => executeInPlace(history, command));
    },

    undo() {
      withHistory((history) => (canUndo(history) ? moved(undo(history)) : refusedStep('nothingToUndo', history)), true);
    },

    redo() {
      withHistory((history) => (canRedo(history) ? moved(redo(history)) : refusedStep('nothingToRedo', history)), true);
    },

    rename(projectName) {
      set((s) => (s.meta ? { meta: { ...s.meta, projectName }, ...edited(s) } : s));
    },

    selectClip(clipUuid) {
      const history = get().history;
      const at = clipUuid && history ? locateClip(history.present, clipUuid) : undefined;
      set({ selectedClipUuid: at ? clipUuid : null, selectedTrackUuid: at ? at.track.uuid : get().selectedTrackUuid });
    },

    selectTrack(trackUuid) {
      set({ selectedTrackUuid: trackUuid, selectedClipUuid: null });
    },

    setPlayhead(ms) {
      set({ playheadMs: Math.max(0, ms) });
    },

    setPlaying(playing) {
      set({ playing });
    },

    setZoom(zoom) {
      set({ zoom: clampZoom(zoom) });
    },

    copySelection() {
      const { history, selectedClipUuid } = get();
      const at = history && selectedClipUuid ? locateClip(history.present, selectedClipUuid) : undefined;
      if (!at) return false;
      set({ clipboard: at.clip });
      return true;
    },

    setTransport(transport) {
      set({ transport });
    },
  };
});

const moved = (history: TimelineHistory): ExecuteResult => ({ ok: true, history });
const refusedStep = (error: ErrorKey, history: TimelineHistory): ExecuteResult => ({ ok: false, error, history });

const EMPTY: TimelineState = { tracks: [] };

export function useTimeline(): TimelineState {
  return useTrackEditor((s) => s.history?.present ?? EMPTY);
}

export function useHistoryFlags(): { canUndo: boolean; canRedo: boolean } {
  const history = useTrackEditor((s) => s.history);
  return { canUndo: history ? canUndo(history) : false, canRedo: history ? canRedo(history) : false };
}

export function useSelectedClip(): { clip: Clip; trackUuid: string } | null {
  return useTrackEditor((s) => {
    if (!s.history || !s.selectedClipUuid) return null;
    const at = locateClip(s.history.present, s.selectedClipUuid);
    return at ? selectionCache(at.clip, at.track.uuid) : null;
  });
}

// The selector must return a stable object for the same clip, or React re-renders forever.
let lastSelection: { clip: Clip; trackUuid: string } | null = null;
function selectionCache(clip: Clip, trackUuid: string): { clip: Clip; trackUuid: string } {
  if (lastSelection?.clip !== clip || lastSelection.trackUuid !== trackUuid) lastSelection = { clip, trackUuid };
  return lastSelection;
}
