import {
  AvatarInfo,
  CATALOG_PATHS,
  ComposeResult,
  MODEL_PATHS,
  ProjectDownload,
  RecentSpeaker,
  RecentTemplates,
  Speaker,
  STORAGE_PATHS,
  StockImport,
  StockPage,
  StoredFile,
  TemplatePage,
  TemplateSummary,
  UseTemplateResult,
  VIDEO_PATHS,
  VideoProject,
  VideoProjectSummary,
  type AvatarQuery,
  type CreateProjectBody,
  type Page,
  type ProjectListQuery,
  type SpeakerQuery,
  type StockKind,
  type StockQuery,
  type TemplateQuery,
} from '@orator/shared';
import { z } from 'zod';
import { api } from '../../../lib/api/http.ts';

/** The calls the workspace pages make: the video projects API (owned by the video module) and the catalog. */

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });
}
const ProjectPage = pageOf(VideoProjectSummary);
const AvatarPage = pageOf(AvatarInfo);
const SpeakerPage = pageOf(Speaker);
const FilePage = pageOf(StoredFile);

type QueryValue = string | number | undefined;
/** Drops absent values; the contracts' input types allow unknown (they coerce), the wire gets plain values. */
function queryOf(query: object): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

export const projectsApi = {
  list: (query: ProjectListQuery): Promise<Page<VideoProjectSummary>> =>
    api.get(VIDEO_PATHS.projectList, { query: queryOf(query), schema: ProjectPage }),
  create: (body: CreateProjectBody): Promise<VideoProject> => api.post(VIDEO_PATHS.projectCreate, body, { schema: VideoProject }),
  rename: (id: string, projectName: string): Promise<VideoProject> =>
    api.post(VIDEO_PATHS.projectRename(id), { projectName }, { schema: VideoProject }),
  copy: (id: string): Promise<VideoProject> => api.post(VIDEO_PATHS.projectCopy(id), {}, { schema: VideoProject }),
  collect: (id: string, collected: boolean): Promise<VideoProject> =>
    api.post(VIDEO_PATHS.projectCollect(id), { collected }, { schema: VideoProject }),
  remove: (id: string): Promise<unknown> => api.post(VIDEO_PATHS.projectDelete(id), {}),
  download: (id: string): Promise<ProjectDownload> => api.get(VIDEO_PATHS.projectDownload(id), { schema: ProjectDownload }),
  resynthesize: (projectId: string): Promise<ComposeResult> => api.post(VIDEO_PATHS.composeVideo, { projectId }, { schema: ComposeResult }),
};

export const catalogApi = {
  stock: (kind: StockKind, query: StockQuery): Promise<StockPage> =>
    api.get(CATALOG_PATHS.stock(kind), { query: queryOf(query), schema: StockPage }),
  importStock: (kind: StockKind, id: string): Promise<StockImport> =>
    api.post(CATALOG_PATHS.stockImport, { kind, id }, { schema: StockImport }),
  templates: (query: TemplateQuery): Promise<TemplatePage> =>
    api.get(CATALOG_PATHS.templates, { query: queryOf(query), schema: TemplatePage }),
  useTemplate: (id: string): Promise<UseTemplateResult> => api.post(CATALOG_PATHS.templateUse(id), {}, { schema: UseTemplateResult }),
  saveMyTemplate: (projectId: string, name: string): Promise<TemplateSummary> =>
    api.post(CATALOG_PATHS.myTemplateSave, { projectId, name }, { schema: TemplateSummary }),
  deleteMyTemplate: (id: string): Promise<unknown> => api.post(CATALOG_PATHS.myTemplateDelete(id), {}),
  /** The caller's recently used templates, newest first (POST without a modelId only reads). */
  recentTemplates: (): Promise<TemplateSummary[]> => api.post(MODEL_PATHS.recentUsed, {}, { schema: RecentTemplates }),
};

export const peopleApi = {
  avatars: (query: AvatarQuery): Promise<Page<AvatarInfo>> =>
    api.get(VIDEO_PATHS.avatarList, { query: queryOf(query), schema: AvatarPage }),
  /** Answers allowed=false with the catalogue message rather than failing: the page shows it next to the avatar. */
  checkAvatar: (avatarId: string) =>
    api.get(VIDEO_PATHS.avatarCheck, {
      query: { avatarId },
      schema: z.object({ allowed: z.boolean(), reason: z.string().nullable(), message: z.string().nullable() }),
    }),
  addRecentSpeaker: (mainId: string, manType: string): Promise<unknown> =>
    api.post(VIDEO_PATHS.recentSpeakerAdd, { mainId, manType }, { silent: true }),
  recentSpeakers: (): Promise<RecentSpeaker[]> => api.get(VIDEO_PATHS.recentSpeakerList, { schema: z.array(RecentSpeaker) }),
  speakers: (query: SpeakerQuery): Promise<Page<Speaker>> => api.get(VIDEO_PATHS.speakers, { query: queryOf(query), schema: SpeakerPage }),
};

export const filesApi = {
  ofKind: (kind: StoredFile['kind'], page: number, size: number): Promise<Page<StoredFile>> =>
    api.get(STORAGE_PATHS.files, { query: { page, size, kind }, schema: FilePage }),
};
