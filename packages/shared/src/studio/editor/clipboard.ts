import type { ProjectPage } from '../project/page.ts';
import { clonePage } from './clonePage.ts';
import { pageIndexOf } from './lookup.ts';
import { commitPages, currentPages } from './session.ts';
import { refusedEdit, type EditorOutcome, type EditorSession, type IdSource } from './types.ts';

/** Cut, copy and paste of pages through a holder (product-rules#editors). */

/** Puts a copy of the page in the holder; the document does not change. */
export function copyPage(session: EditorSession, pageUuid: string): EditorOutcome {
  const page = currentPages(session).find((p) => p.uuid === pageUuid);
  if (!page) return refusedEdit('pageNotFound');
  return { ok: true, session: { ...session, clipboard: structuredClone(page) } };
}

/** Removes the page into the holder (an undo step). The last page cannot be cut. */
export function cutPage(session: EditorSession, pageUuid: string): EditorOutcome {
  const pages = currentPages(session);
  const page = pages.find((p) => p.uuid === pageUuid);
  if (!page) return refusedEdit('pageNotFound');
  if (pages.length === 1) return refusedEdit('lastPageCannotBeDeleted');
  const outcome = commitPages(
    session,
    pages.filter((p) => p.uuid !== pageUuid),
    true,
  );
  return outcome.ok ? { ok: true, session: { ...outcome.session, clipboard: page } } : outcome;
}

/**
 * Inserts the held page after `afterPageUuid` (default: at the end) with fresh uuids, so
 * it can be pasted again. Nothing held -> 'copy or cut a page first'.
 */
export function pastePage(session: EditorSession, newId: IdSource, afterPageUuid?: string): EditorOutcome {
  const held: ProjectPage | null = session.clipboard;
  if (!held) return refusedEdit('pasteNothingHeld');
  const pages = [...currentPages(session)];
  const afterIndex = afterPageUuid === undefined ? pages.length - 1 : pageIndexOf(pages, afterPageUuid);
  if (afterPageUuid !== undefined && afterIndex < 0) return refusedEdit('pageNotFound');
  pages.splice(afterIndex + 1, 0, { ...clonePage(held, newId), isCover: false });
  return commitPages(session, pages, true);
}
