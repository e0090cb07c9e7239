import { currentDocument } from '@orator/shared';
import type { ProjectSaver } from '../../kit/autosave.ts';
import { useEditorStore, type EditorState } from './editorStore.ts';

/** What the page editor saves: the pages, their drive mode and the project-level fields. */
export const PAGE_SAVER: ProjectSaver<EditorState> = {
  store: useEditorStore,
  projectId: (state) => state.meta?.id ?? null,
  body({ session, meta }) {
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
  },
};
