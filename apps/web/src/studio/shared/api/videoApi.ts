import {
  AvatarCheck,
  AvatarInfo,
  ComposeResult,
  JOB_PATHS,
  JobStatus,
  ProjectDownload,
  Speaker,
  VIDEO_PATHS,
  VideoProject,
  type AvatarQuery,
  type ComposeBody,
  type CreateProjectBody,
  type Page,
  type SpeakerQuery,
  type UpdateProjectBody,
} from '@orator/shared';
import { z } from 'zod';
import { api } from '../../../lib/api/http.ts';

/** The video API (/manprocess and the speaker store) as the studio uses it. */

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });
}
/** The contracts' input types allow `unknown` page numbers (they coerce); send plain values only. */
function queryOf(query: Record<string, unknown>): Record<string, string | number | undefined> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

const SpeakerPage = pageOf(Speaker);
const AvatarPage = pageOf(AvatarInfo);

export const videoApi = {
  project: (id: string): Promise<VideoProject> => api.get(VIDEO_PATHS.project(id), { schema: VideoProject }),
  createProject: (body: CreateProjectBody): Promise<VideoProject> => api.post(VIDEO_PATHS.projectCreate, body, { schema: VideoProject }),
  /** Autosave: silent, the top bar shows the save state instead of a toast per keystroke. */
  updateProject: (id: string, body: UpdateProjectBody, signal?: AbortSignal): Promise<VideoProject> =>
    api.post(VIDEO_PATHS.projectUpdate(id), body, { schema: VideoProject, signal }),
  speakers: (query: SpeakerQuery = {}): Promise<Page<Speaker>> =>
    api.get(VIDEO_PATHS.speakers, { query: queryOf(query), schema: SpeakerPage }),
  avatars: (query: AvatarQuery = {}): Promise<Page<AvatarInfo>> =>
    api.get(VIDEO_PATHS.avatarList, { query: queryOf(query), schema: AvatarPage }),
  checkAvatar: (avatarId: string): Promise<AvatarCheck> => api.get(VIDEO_PATHS.avatarCheck, { query: { avatarId }, schema: AvatarCheck }),
  addRecentSpeaker: (mainId: string, manType: string): Promise<unknown> =>
    api.post(VIDEO_PATHS.recentSpeakerAdd, { mainId, manType }, { silent: true }),
  compose: (body: ComposeBody): Promise<ComposeResult> => api.post(VIDEO_PATHS.composeLamination, body, { schema: ComposeResult }),
  job: (id: string): Promise<JobStatus> => api.get(JOB_PATHS.job(id), { schema: JobStatus, silent: true }),
  download: (projectId: string): Promise<ProjectDownload> => api.get(VIDEO_PATHS.projectDownload(projectId), { schema: ProjectDownload }),
};
