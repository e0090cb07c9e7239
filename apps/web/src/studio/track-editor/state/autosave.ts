import { DEBOUNCE_DEFAULT_MS, type UpdateProjectBody } from '@orator/shared';
import { useEffect, useRef } from 'react';
import { videoApi } from '../../shared/api/videoApi.ts';
import { useTrackEditor } from './trackStore.ts';

/** What a save sends: the tracks and the project name. */
export function saveBody(): UpdateProjectBody | null {
  const { history, meta } = useTrackEditor.getState();
  if (!history || !meta) return null;
  return { tracks: [...history.present.tracks], projectName: meta.projectName.trim() || undefined };
}

async function saveOnce(): Promise<void> {
  const { meta, version } = useTrackEditor.getState();
  const body = saveBody();
  if (!meta || !body) return;
  useTrackEditor.getState().markSaving();
  await videoApi.updateProject(meta.id, body);
  useTrackEditor.getState().markSaved(version);
}

/**
 * Saves 300 ms after the last edit (spec §9 debounce), at once after undo/redo (spec §4).
 * One save at a time; edits made meanwhile are saved right after it.
 */
export function useAutosave(): void {
  const version = useTrackEditor((s) => s.version);
  const saveNow = useTrackEditor((s) => s.saveNow);
  const inFlight = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    const state = useTrackEditor.getState();
    if (!state.meta || version === state.savedVersion) return;
    const run = async (): Promise<void> => {
      if (inFlight.current) {
        again.current = true;
        return;
      }
      inFlight.current = true;
      try {
        await saveOnce();
      } catch {
        useTrackEditor.getState().markFailed();
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
  }, [version, saveNow]);
}

/** Saves whatever is pending and resolves when the server has it (before export). */
export async function flushSave(): Promise<void> {
  const { version, savedVersion } = useTrackEditor.getState();
  if (version === savedVersion) return;
  await saveOnce();
}
