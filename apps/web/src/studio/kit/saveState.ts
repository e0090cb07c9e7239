/**
 * Save bookkeeping every editor store carries: edits bump `version`, the autosave sends the
 * document and records the version the server confirmed. Pure partial updates for zustand.
 */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface SaveTracking {
  /** Bumped on every change the server must get; autosave compares it with savedVersion. */
  version: number;
  savedVersion: number;
  /** Undo and redo save at once (product-rules#editors) instead of after the debounce. */
  saveNow: boolean;
  saveState: SaveState;
}

export interface SaveSlice extends SaveTracking {
  markSaving(): void;
  markSaved(version: number): void;
  markFailed(): void;
}

/** A freshly loaded project; `unsaved` when loading itself changed the document (a blank project's first page). */
export function loadedSaveState(unsaved = false): SaveTracking {
  return { version: unsaved ? 1 : 0, savedVersion: 0, saveNow: unsaved, saveState: unsaved ? 'pending' : 'idle' };
}

/** One more change to save; `now` skips the debounce (undo, redo). */
export function edited(state: SaveTracking, now = false): Partial<SaveTracking> {
  return { version: state.version + 1, saveState: 'pending', ...(now ? { saveNow: true } : {}) };
}

type SetSave = (update: (state: SaveTracking) => Partial<SaveTracking>) => void;

/** The save half of an editor store: spread it into `create(...)`. */
export function saveSlice(set: SetSave): SaveSlice {
  return {
    ...loadedSaveState(),
    markSaving() {
      set(() => ({ saveState: 'saving', saveNow: false }));
    },
    markSaved(version) {
      // An edit made while saving keeps the state 'pending': that version is not on the server yet.
      set((s) => ({ savedVersion: Math.max(s.savedVersion, version), saveState: s.version === version ? 'saved' : s.saveState }));
    },
    markFailed() {
      set(() => ({ saveState: 'failed' }));
    },
  };
}
