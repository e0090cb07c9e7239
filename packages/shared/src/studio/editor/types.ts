import type { ErrorKey } from '../../kernel/errors.ts';
import type { SnapshotHistory } from '../../kernel/history/snapshotHistory.ts';
import type { ProjectPage } from '../project/page.ts';
import type { DriveMode } from '../project/project.ts';

/** What undo/redo restores: the pages and how they are voiced. */
export interface EditorDocument {
  readonly pages: readonly ProjectPage[];
  readonly driveMode: DriveMode;
}

/** The page-style editor: the document with its history, plus the cut/copy holder. */
export interface EditorSession {
  readonly history: SnapshotHistory<EditorDocument>;
  /** A copied or cut page waiting to be pasted; not part of undo. */
  readonly clipboard: ProjectPage | null;
}

export type EditorOutcome = { ok: true; session: EditorSession } | { ok: false; error: ErrorKey };

/** Supplies fresh uuids (pages and elements made by copy/paste); passed in to stay pure. */
export type IdSource = () => string;

export function refusedEdit(error: ErrorKey): EditorOutcome {
  return { ok: false, error };
}
