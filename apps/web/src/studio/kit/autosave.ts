import { DEBOUNCE_DEFAULT_MS, type UpdateProjectBody } from '@orator/shared';
import { useEffect, useRef } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import { videoApi } from '../shared/api/videoApi.ts';
import type { SaveSlice } from './saveState.ts';

/** What an editor saves: its store and how its document becomes the project update. */
export interface ProjectSaver<S extends SaveSlice> {
  store: UseBoundStore<StoreApi<S>>;
  /** The project being edited, or null before load. */
  projectId(state: S): string | null;
  /** The update a save sends, read from the store at save time. */
  body(state: S): UpdateProjectBody | null;
}

/** Sends the document as it is now and marks the version the server got. */
async function saveOnce<S extends SaveSlice>(saver: ProjectSaver<S>): Promise<void> {
  const state = saver.store.getState();
  const id = saver.projectId(state);
  const body = saver.body(state);
  if (!id || !body) return;
  const version = state.version;
  state.markSaving();
  await videoApi.updateProject(id, body);
  saver.store.getState().markSaved(version);
}

/**
 * Saves 300 ms after the last edit (debounce), at once after undo or redo (product-rules#editors).
 * One save at a time; edits made meanwhile are saved right after it.
 */
export function useAutosave<S extends SaveSlice>(saver: ProjectSaver<S>): void {
  const version = saver.store((s) => s.version);
  const saveNow = saver.store((s) => s.saveNow);
  const inFlight = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    const state = saver.store.getState();
    if (!saver.projectId(state) || version === state.savedVersion) return;
    const run = async (): Promise<void> => {
      if (inFlight.current) {
        again.current = true;
        return;
      }
      inFlight.current = true;
      try {
        await saveOnce(saver);
      } catch {
        saver.store.getState().markFailed();
      } finally {
        inFlight.current = false;
        if (again.current) {
          again.current = false;
          void run();
        }
      }
    };
    const timer = setTimeout(() => void run(), saveNow ? 0 : DEBOUNCE_DEFAULT_MS);
    return () => clearTimeout(timer);
  }, [saver, version, saveNow]);
}

/** Saves whatever is pending and resolves when the server has it (before preview or export). */
export async function flushSave<S extends SaveSlice>(saver: ProjectSaver<S>): Promise<void> {
  const { version, savedVersion } = saver.store.getState();
  if (version === savedVersion) return;
  await saveOnce(saver);
}
