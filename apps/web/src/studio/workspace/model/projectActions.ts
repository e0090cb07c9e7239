import { isInProgress, type VideoProjectSummary } from '@orator/shared';

/** The editor a project opens in (one rule with the server's metaman/track, in packages/shared). */
export { editorPathFor } from '@orator/shared';

/** Actions on a video or project card (product-rules#projects-actions). */
export type ProjectAction = 'edit' | 'reEdit' | 'resynthesize' | 'rename' | 'copy' | 'download' | 'collect' | 'uncollect' | 'delete';

type CardFacts = Pick<VideoProjectSummary, 'state' | 'finished' | 'collected'>;

/**
 * What a card offers in its state: a project with a video is re-edited and may be
 * downloaded or re-synthesised; a running render can only be watched (and deleted).
 */
export function actionsFor(project: CardFacts): ProjectAction[] {
  const running = isInProgress(project.state);
  const actions: ProjectAction[] = [project.finished ? 'reEdit' : 'edit'];
  if (!running && (project.finished || project.state === 'failed')) actions.push('resynthesize');
  if (project.finished && !running) actions.push('download');
  actions.push('rename', 'copy', project.collected ? 'uncollect' : 'collect', 'delete');
  return actions;
}

/** A name the rename dialog may save (names must not be empty: product-rules#accounts-fields). */
export function validProjectName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= 200 ? trimmed : null;
}

/** "1:05" style durations for cards. */
export function formatDuration(ms: number | null): string | null {
  if (ms === null || ms < 0) return null;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
