import { canRedo, canUndo, createHistory, record, redo, replacePresent, undo } from '../../kernel/history/snapshotHistory.ts';
import type { ProjectPage } from '../project/page.ts';
import type { DriveMode } from '../project/project.ts';
import { recomputePageStarts } from './pageTiming.ts';
import type { EditorDocument, EditorOutcome, EditorSession } from './types.ts';

/** A freshly loaded project: history reset, nothing held (product-rules#editors: reset when loading completes). */
export function loadEditor(pages: readonly ProjectPage[], driveMode: DriveMode = 'text'): EditorSession {
  return { history: createHistory<EditorDocument>({ pages: recomputePageStarts(pages), driveMode }), clipboard: null };
}

export function currentPages(session: EditorSession): readonly ProjectPage[] {
  return session.history.present.pages;
}

export function currentDocument(session: EditorSession): EditorDocument {
  return session.history.present;
}

/**
 * Installs new pages (starts recomputed). Structural edits are `recorded` as an undo step;
 * others (typing, dragging, timing) replace the present state so undo skips over them.
 */
export function commitPages(
  session: EditorSession,
  pages: readonly ProjectPage[],
  recorded: boolean,
  driveMode?: DriveMode,
): EditorOutcome {
  const next: EditorDocument = { pages: recomputePageStarts(pages), driveMode: driveMode ?? session.history.present.driveMode };
  const history = recorded ? record(session.history, next) : replacePresent(session.history, next);
  return { ok: true, session: { ...session, history } };
}

export function undoEdit(session: EditorSession): EditorOutcome {
  if (!canUndo(session.history)) return { ok: false, error: 'nothingToUndo' };
  return { ok: true, session: { ...session, history: undo(session.history) } };
}

export function redoEdit(session: EditorSession): EditorOutcome {
  if (!canRedo(session.history)) return { ok: false, error: 'nothingToRedo' };
  return { ok: true, session: { ...session, history: redo(session.history) } };
}
