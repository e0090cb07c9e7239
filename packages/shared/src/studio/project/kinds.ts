import { z } from 'zod';

/** Project kinds (product-rules#projects-model; the `projectType` field). */
const PROJECT_KINDS = [
  'Project',
  'Topic',
  'Lamination',
  'PptLamination',
  'TopicNew',
  'LbrLamination',
  'Itm',
  'MeisheTrack',
  'ItmManyWeb',
  'BatchLamination',
  'BatchMeisheTrack',
  'AutoVideo',
  'AutoVideo-Lamination',
  'VideoDub',
] as const;

export type ProjectKind = (typeof PROJECT_KINDS)[number];

export const projectKindSchema = z.enum(PROJECT_KINDS);

/** Kinds edited as stacked pages (page-style editor); the others use tracks. */
const PAGE_KINDS: ReadonlySet<ProjectKind> = new Set([
  'Lamination',
  'PptLamination',
  'LbrLamination',
  'BatchLamination',
  'AutoVideo-Lamination',
]);

/** Kinds edited on the multi-track timeline. */
const TRACK_KINDS: ReadonlySet<ProjectKind> = new Set(['MeisheTrack', 'BatchMeisheTrack']);

export function isPageKind(kind: ProjectKind): boolean {
  return PAGE_KINDS.has(kind);
}

export function isTrackKind(kind: ProjectKind): boolean {
  return TRACK_KINDS.has(kind);
}

/**
 * The web app's editor a project opens in (product-rules#editors): stacked pages or the
 * multi-track timeline. The web app navigates to it; metaman/track (spec §7) hands it to an
 * embedding parent.
 */
export function editorPathFor(project: { id: string; projectType: ProjectKind }): string {
  if (isPageKind(project.projectType)) return `/main/lamination/${encodeURIComponent(project.id)}`;
  // Track kinds, and kinds without an editor of their own yet (topic, photo, dub...): the timeline shows them.
  return `/videoeditor/${encodeURIComponent(project.id)}`;
}

/** Resolution choices of the project: defined with the plans that gate them. */
export { RESOLUTION_RECORDS, RESOLUTIONS, resolutionSchema, type Resolution } from '../../kernel/plans/resolution.ts';
