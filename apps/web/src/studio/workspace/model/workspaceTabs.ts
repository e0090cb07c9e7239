import type { ProjectKind, ProjectListQuery } from '@orator/shared';

/** The video creation centre's tabs (product-rules#screens), in that order. */
export const WORKSPACE_TABS = [
  'featured',
  'create',
  'workbench',
  'finished',
  'drafts',
  'templates',
  'stacked',
  'recent',
  'collection',
] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

export function toWorkspaceTab(value: string | null): WorkspaceTab {
  return (WORKSPACE_TABS as readonly string[]).includes(value ?? '') ? (value as WorkspaceTab) : 'featured';
}

/** Tabs that list the user's projects, and the project-list query each shows. */
export const PROJECT_TAB_QUERIES: Partial<
  Record<WorkspaceTab, { filter: NonNullable<ProjectListQuery['filter']>; projectType?: ProjectKind }>
> = {
  workbench: { filter: 'all' },
  finished: { filter: 'finished' },
  drafts: { filter: 'drafts' },
  stacked: { filter: 'all', projectType: 'Lamination' },
  recent: { filter: 'recent' },
  collection: { filter: 'collected' },
};
