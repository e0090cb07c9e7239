import { z } from 'zod';

/** Project kinds (product-rules#projects-model; the `projectType` field). */
export const PROJECT_KINDS = [
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

/** Resolution choices of the project (low, medium, high: product-rules#export-tiers). */
export const RESOLUTIONS = ['low', 'medium', 'high'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const resolutionSchema = z.enum(RESOLUTIONS);

/**
 * The one record of a resolution choice (product-rules#export-tiers): the renderer's tier, the
 * output's short side in pixels and the label every screen shows. The export dialog, the plan
 * tables, the plan rules and the render job all read it, so they cannot disagree.
 */
export const RESOLUTION_RECORDS = {
  low: { tier: '720p', height: 720, label: '720P' },
  medium: { tier: '1080p', height: 1080, label: '1080P' },
  high: { tier: '4k', height: 2160, label: '4K' },
} as const satisfies Record<Resolution, { tier: string; height: number; label: string }>;
