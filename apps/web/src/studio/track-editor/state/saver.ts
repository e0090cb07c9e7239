import type { ProjectSaver } from '../../kit/autosave.ts';
import { useTrackEditor, type TrackEditorState } from './trackStore.ts';

/** What the track editor saves: the tracks and the project name. */
export const TRACK_SAVER: ProjectSaver<TrackEditorState> = {
  store: useTrackEditor,
  projectId: (state) => state.meta?.id ?? null,
  body: ({ history, meta }) =>
    history && meta ? { tracks: [...history.present.tracks], projectName: meta.projectName.trim() || undefined } : null,
};
