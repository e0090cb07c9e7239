import { currentDocument, DEBOUNCE_DEFAULT_MS, type UpdateProjectBody } from '@orator/shared';
import { useEffect, useRef } from 'react';
import { videoApi } from '../../shared/api/videoApi.ts';
import { useEditorStore } from './editorStore.ts';

/** What a save sends: the pages, their drive mode and the project-level fields. */
export function saveBody(): UpdateProjectBody | null {
  const { session, meta } = useEditorStore.getState();
  if (!session || !meta) return null;
  const document = currentDocument(session);
  return {
    ppts: [...document.pages],
    driveMode: document.driveMode,
    bgmGlobal: meta.bgmGlobal,
    projectName: meta.projectName.trim() || undefined,
    watermark: meta.watermark,
    resolution: meta.resolution,
  };
}

/**
 * Saves the project 300 ms after the last change (spec §9 debounce), at once after undo or
 * redo (spec §4). One save at a time; changes made meanwhile are saved right after.
 */
export function useAutosave(): void {
  const version = useEditorStore((s) => s.version);
  const saveNow = useEditorStore((s) => s.saveNow);
  const inFlight = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    const state = useEditorStore.getState();
    if (!state.meta || version === state.savedVersion) return;
    const run = async (): Promise<void> => {
      if (inFlight.current) {
        again.current = true;
        return;
      }
      const { meta, version: saving } = useEditorStore.getState();
      const body = saveBody();
      if (!meta || !body) return;
      inFlight.current = true;
      useEditorStore.getState().markSaving();
      try {
        await videoApi.updateProject(meta.id, body);
        useEditorStore.getState().markSaved(saving);
      } catch {
        useEditorStore.getState().markFailed();
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

/** Saves whatever is pending and resolves when the server has it (before preview or export). */
export async function flushSave(): Promise<void> {
  const { meta, version, savedVersion } = useEditorStore.getState();
  const body = saveBody();
  if (!meta || !body || version === savedVersion) return;
  useEditorStore.getState().markSaving();
  await videoApi.updateProject(meta.id, body);
  useEditorStore.getState().markSaved(version);
}
