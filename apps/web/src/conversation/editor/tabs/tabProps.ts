import type { ProjectConfig } from '@orator/shared';
import type { ProjectDraft } from '../useProjectDraft.ts';

/** What every tab's property panel gets: the draft and how to change it. */
export interface TabProps {
  draft: ProjectDraft;
  change: (update: (current: ProjectDraft) => ProjectDraft) => void;
  changeConfig: (update: (config: ProjectConfig) => ProjectConfig) => void;
}
