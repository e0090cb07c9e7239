import type { ProjectPage } from '../project/page.ts';
import { clonePage } from './clonePage.ts';
import { pageIndexOf, replacePage } from './lookup.ts';
import { commitPages, currentPages } from './session.ts';
import { refusedEdit, type EditorOutcome, type EditorSession, type IdSource } from './types.ts';

/** ProjectPage operations of the stacked editor. Structural ones are undo steps (product-rules#editors). */

function insertAt(pages: readonly ProjectPage[], index: number, page: ProjectPage): ProjectPage[] {
  const next = [...pages];
  next.splice(Math.max(0, Math.min(index, next.length)), 0, page);
  return next;
}

/** Adds a page at `index` (default: the end). */
export function addPage(session: EditorSession, page: ProjectPage, index?: number): EditorOutcome {
  const pages = currentPages(session);
  return commitPages(session, insertAt(pages, index ?? pages.length, page), true);
}

/** Deletes a page; the last remaining page cannot be deleted. */
export function deletePage(session: EditorSession, pageUuid: string): EditorOutcome {
  const pages = currentPages(session);
  if (pageIndexOf(pages, pageUuid) < 0) return refusedEdit('pageNotFound');
  if (pages.length === 1) return refusedEdit('lastPageCannotBeDeleted');
  return commitPages(
    session,
    pages.filter((p) => p.uuid !== pageUuid),
    true,
  );
}

/** Copies a page in place: the copy (fresh uuids) follows the original. */
export function duplicatePage(session: EditorSession, pageUuid: string, newId: IdSource): EditorOutcome {
  const pages = currentPages(session);
  const index = pageIndexOf(pages, pageUuid);
  const page = pages[index];
  if (!page) return refusedEdit('pageNotFound');
  return commitPages(session, insertAt(pages, index + 1, { ...clonePage(page, newId), isCover: false }), true);
}

/** Moves the page at `from` to position `to`. */
export function reorderPages(session: EditorSession, from: number, to: number): EditorOutcome {
  const pages = [...currentPages(session)];
  const [moved] = pages.splice(from, 1);
  if (!moved || to < 0 || to >= currentPages(session).length) return refusedEdit('pageNotFound');
  pages.splice(to, 0, moved);
  return commitPages(session, pages, true);
}

/** Replaces all pages at once ("update pages", product-rules#editors), e.g. after a template is applied. */
export function updatePages(session: EditorSession, pages: readonly ProjectPage[]): EditorOutcome {
  return commitPages(session, pages, true);
}

/** Sets a page's length; later pages move. Not an undo step (it follows audio and typing). */
export function setPageDuration(session: EditorSession, pageUuid: string, durationMs: number): EditorOutcome {
  const pages = currentPages(session);
  const index = pageIndexOf(pages, pageUuid);
  const page = pages[index];
  if (!page) return refusedEdit('pageNotFound');
  if (!(durationMs >= 0)) return refusedEdit('invalidClipValue');
  return commitPages(session, replacePage(pages, index, { ...page, duration: durationMs }), false);
}
