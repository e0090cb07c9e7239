import {
  commitPages,
  type BgmElement,
  type EditorOutcome,
  type EditorSession,
  type RatioKey,
  type TemplateApplication,
} from '@orator/shared';

export type TemplateApplyResult =
  { ok: true; outcome: EditorOutcome; bgmGlobal: BgmElement | null } | { ok: false; reason: 'ratioMismatch' | 'noPages' };

/**
 * Replaces the project's pages with a template's as ONE undo step (drive mode included, so
 * undo brings both back). The template's music replaces the project's only when it has one.
 * Pure: the panel dispatches the outcome to the editor store.
 */
export function applyTemplate(
  session: EditorSession,
  projectRatio: RatioKey,
  currentBgm: BgmElement | null,
  application: TemplateApplication,
): TemplateApplyResult {
  if (application.ratio !== projectRatio) return { ok: false, reason: 'ratioMismatch' };
  if (application.document.ppts.length === 0) return { ok: false, reason: 'noPages' };
  return {
    ok: true,
    outcome: commitPages(session, application.document.ppts, true, application.document.driveMode),
    bgmGlobal: application.document.bgmGlobal ?? currentBgm,
  };
}
