import {
  AvatarInfo,
  AvatarProject,
  PROJECT_PATHS,
  RoomProject,
  SessionDetail,
  SessionRecord,
  ShareLink,
  Speaker,
  VIDEO_PATHS,
  type ProjectQuery,
  type ProjectSaveBody,
  type SessionQuery,
  type ShareTokenBody,
} from '@orator/shared';
import { z } from 'zod';
import { aiaskApi, api } from '../../lib/api/http.ts';
import { pageOf, queryOf } from '../../lib/api/pages.ts';

const ProjectPage = pageOf(AvatarProject);
const SessionPage = pageOf(SessionRecord);

/** Conversational projects (spec §7 avatarProject/*, createShareToken) and the catalogues a project picks from. */
export const projectsApi = {
  page: (query: ProjectQuery) => aiaskApi.get(PROJECT_PATHS.projectPage, { query: queryOf(query), schema: ProjectPage }),
  get: (id: string) => aiaskApi.get(PROJECT_PATHS.project, { query: { id }, schema: AvatarProject }),
  save: (body: ProjectSaveBody) => aiaskApi.post(PROJECT_PATHS.updateProject, body, { schema: AvatarProject }),
  rename: (id: string, name: string) => aiaskApi.post(PROJECT_PATHS.rename, { id, name }, { schema: AvatarProject }),
  copy: (projectId: string) => aiaskApi.post(PROJECT_PATHS.copy, undefined, { query: { projectId }, schema: AvatarProject }),
  remove: (id: string) => aiaskApi.get(PROJECT_PATHS.delete, { query: { id } }),
  /** The caller's projects that use a role (role centre: associated projects). */
  byRole: (roleId: string) => aiaskApi.get(PROJECT_PATHS.projectByRoleId, { query: { roleId }, schema: z.array(AvatarProject) }),
  share: (body: ShareTokenBody) => aiaskApi.post(PROJECT_PATHS.createShareToken, body, { schema: ShareLink }),
  /** The room's view of the caller's own project (debug). */
  room: (id: string) => aiaskApi.get(PROJECT_PATHS.room, { query: { id }, schema: RoomProject }),
  /** The room's view through a share link (no login). */
  shared: (token: string) => aiaskApi.get(PROJECT_PATHS.shared, { query: { token }, schema: RoomProject }),
  /** Session records (avatarConversation/page, /id). */
  sessions: (query: SessionQuery) => aiaskApi.post(PROJECT_PATHS.conversationPage, query, { schema: SessionPage }),
  session: (id: string) => aiaskApi.get(PROJECT_PATHS.conversation, { query: { id }, schema: SessionDetail }),
  voices: () => aiaskApi.get(VIDEO_PATHS.ttsList, { schema: z.array(Speaker) }),
  avatars: () => api.get(VIDEO_PATHS.avatarList, { query: { page: 1, size: 200 }, schema: pageOf(AvatarInfo) }),
};
