import type { PageElement } from '../project/elements.ts';
import { dubbingOf, type ProjectPage } from '../project/page.ts';
import type { DriveMode } from '../project/project.ts';
import { pageIndexOf, replacePage } from './lookup.ts';
import { commitPages, currentDocument, currentPages } from './session.ts';
import { refusedEdit, type EditorOutcome, type EditorSession } from './types.ts';

/** Text-driven vs audio-driven pages (product-rules#projects-pages). */

function hasAudioDrivenPages(pages: readonly ProjectPage[]): boolean {
  return pages.some((page) => Boolean(dubbingOf(page)?.customAudioUrl));
}

/** Switching to text-driven is refused while any page still plays uploaded audio. */
export function switchDriveMode(session: EditorSession, mode: DriveMode): EditorOutcome {
  const { pages, driveMode } = currentDocument(session);
  if (mode === driveMode) return { ok: true, session };
  if (mode === 'text' && hasAudioDrivenPages(pages)) return refusedEdit('clearAudioDrivenFirst');
  return commitPages(session, pages, true, mode);
}

/** Attaches uploaded audio to a page (audio-driven); the page takes the audio's length. */
export function setCustomAudio(session: EditorSession, pageUuid: string, audioUrl: string, durationMs: number): EditorOutcome {
  return editDubbingAudio(session, pageUuid, audioUrl, durationMs);
}

/** Removes a page's uploaded audio and the speech made from it; the page has no length until re-synthesised. */
export function clearCustomAudio(session: EditorSession, pageUuid: string): EditorOutcome {
  return editDubbingAudio(session, pageUuid, undefined, 0);
}

function editDubbingAudio(session: EditorSession, pageUuid: string, audioUrl: string | undefined, durationMs: number): EditorOutcome {
  const pages = currentPages(session);
  const index = pageIndexOf(pages, pageUuid);
  const page = pages[index];
  if (!page) return refusedEdit('pageNotFound');
  if (!dubbingOf(page)) return refusedEdit('elementNotFound');
  if (!(durationMs >= 0)) return refusedEdit('invalidClipValue');
  const elements = page.elements.map((e): PageElement => {
    if (e.type === 'dubbing') return { ...e, customAudioUrl: audioUrl };
    if (e.type === 'digitalMan') return { ...e, audio_url: audioUrl };
    return e;
  });
  return commitPages(session, replacePage(pages, index, { ...page, elements, duration: durationMs }), true);
}
