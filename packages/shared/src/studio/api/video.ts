import { z } from 'zod';
import { bgmElementSchema } from '../project/elements.ts';
import { projectKindSchema, RESOLUTION_RECORDS, resolutionSchema } from '../project/kinds.ts';
import { pageSchema } from '../project/page.ts';
import { projectExtraSchema, DRIVE_MODES } from '../project/project.ts';
import { ratioSchema } from '../project/screen.ts';
import { videoStateSchema } from '../project/states.ts';
import { trackSchema } from '../project/track.ts';

/**
 * The video contract (product-rules#projects, #export, #jobs: /manprocess compose
 * paths, TTS speaker store and speech preview). Shared by the server routes and the web client.
 */
const project = (id: string) => `/manprocess/video/project/${encodeURIComponent(id)}`;

export const VIDEO_PATHS = {
  /** POST CreateProjectBody -> VideoProject */
  projectCreate: '/manprocess/video/project/create',
  /** GET ProjectListQuery -> Page<VideoProjectSummary> */
  projectList: '/manprocess/video/project/list',
  /** GET -> VideoProject (also marks the project as recently opened) */
  project,
  /** POST UpdateProjectBody -> VideoProject (the editor's save and autosave) */
  projectUpdate: (id: string) => `${project(id)}/update`,
  /** POST RenameProjectBody -> VideoProject */
  projectRename: (id: string) => `${project(id)}/rename`,
  /** POST -> VideoProject (the copy, a draft named "<name> (copy)") */
  projectCopy: (id: string) => `${project(id)}/copy`,
  /** POST CollectProjectBody -> VideoProject */
  projectCollect: (id: string) => `${project(id)}/collect`,
  /** POST -> null (soft delete: state becomes deleted and the project leaves every list) */
  projectDelete: (id: string) => `${project(id)}/delete`,
  /** POST -> VideoProject (cancels a running render; the project returns to its previous state) */
  projectCancel: (id: string) => `${project(id)}/cancel`,
  /** GET -> ProjectDownload (links to the MP4, cover, SRT and VTT of a succeeded project) */
  projectDownload: (id: string) => `${project(id)}/download`,

  /**
   * Compose (product-rules#jobs). Each validates the project, checks avatar / resolution / watermark
   * gating and the composition-time balance in one transaction, then queues a render.
   * A failed project may be composed again (retry); a succeeded one re-synthesised.
   */
  composeLamination: '/manprocess/man/lamination/compose/video', // POST ComposeBody -> ComposeResult (page projects)
  composeTopic: '/manprocess/man/topic/compose/video', // POST ComposeBody -> ComposeResult (topic / track projects)
  composeVideo: '/manprocess/man/compose/video', // POST ComposeBody -> ComposeResult (any kind)
  composeCreate: '/manprocess/man/compose/create', // POST ComposeCreateBody -> ComposeResult (create the project, then compose)
  composeUpdate: '/manprocess/man/compose/update', // POST ComposeUpdateBody -> ComposeResult (save changes, then compose)

  /** GET ?projectId -> EditorTrack: where the caller's project is edited (spec §7 metaman/track; what an embedding parent opens) */
  editorTrack: '/userprocess/metaman/track',

  /** GET SpeakerQuery -> Page<Speaker> (speaker store; size up to 2000) */
  speakers: '/apis/tts-web-api/v1/speakers',
  /** GET -> audio/mpeg: the voice's sample, generated on first request and cached */
  speakerSample: (voiceId: string) => `/apis/tts-web-api/v1/speakers/${encodeURIComponent(voiceId)}/sample`,
  /** The speaker store under the overseas gateway's prefix (spec §7): the same list and samples as `speakers`. */
  overseasSpeakers: '/overseas-apis/tts/v1/speakers',
  overseasSpeakerSample: (voiceId: string) => `/overseas-apis/tts/v1/speakers/${encodeURIComponent(voiceId)}/sample`,
  /** GET SpeakerQuery -> Speaker[] (the same catalogue for the conversational area) */
  ttsList: '/aiask/avatar/tts/list',
  /** GET (query) or POST (json) SynthesisRequest -> audio/mpeg bytes */
  ttsSynthesis: '/aiask/avatar/tts/synthesis',

  /** GET AvatarQuery -> Page<AvatarInfo> */
  avatarList: '/manprocess/avatar/man/type/list',
  /** GET { avatarId } -> AvatarOutfit[] (outfit variants of one avatar) */
  avatarClothingList: '/manprocess/avatar/man/type/clothing/list',
  /** POST RecentSpeakerBody -> null */
  recentSpeakerAdd: '/manprocess/avatar/add/recent/speaker',
  /** GET -> RecentSpeaker[] (newest first) */
  recentSpeakerList: '/manprocess/avatar/recent/speaker/list',
  /** GET { avatarId } -> AvatarCheck: may the caller use this avatar (product-rules#export-avatar-gating) */
  avatarCheck: '/manprocess/avatar/man/check',
} as const;

// ---------------------------------------------------------------- projects

export const EditorTrackQuery = z.object({ projectId: z.string().min(1).max(100) });
/** The editor of one project: the web app's path and its absolute URL on this server. */
export const EditorTrack = z.object({ projectId: z.string(), projectType: projectKindSchema, path: z.string(), url: z.string() });
export type EditorTrack = z.infer<typeof EditorTrack>;

/** The editable document of a project: what the editor saves. */
export const ProjectDocument = z.object({
  ppts: z.array(pageSchema).default([]),
  tracks: z.array(trackSchema).default([]),
  extra: projectExtraSchema.default({ sourceList: [] }),
  bgmGlobal: bgmElementSchema.nullable().default(null),
  driveMode: z.enum(DRIVE_MODES).default('text'),
  openingClipUrl: z.string().optional(),
  closingClipUrl: z.string().optional(),
  pptUrl: z.string().optional(),
  pptSize: z.number().int().nonnegative().optional(),
});
export type ProjectDocument = z.infer<typeof ProjectDocument>;

export const CreateProjectBody = ProjectDocument.partial().extend({
  projectName: z.string().trim().min(1, 'nameRequired').max(200),
  projectType: projectKindSchema,
  ratio: ratioSchema.default(0),
  templateId: z.string().optional(),
  templateName: z.string().optional(),
  watermark: z.boolean().default(true),
  resolution: resolutionSchema.default('low'),
});
export type CreateProjectBody = z.input<typeof CreateProjectBody>;

/**
 * Every field optional and WITHOUT defaults: the editor sends what changed (autosave sends
 * the pages), and an absent field must stay absent rather than become an empty default.
 */
export const UpdateProjectBody = z.object({
  ppts: z.array(pageSchema).optional(),
  tracks: z.array(trackSchema).optional(),
  extra: projectExtraSchema.optional(),
  bgmGlobal: bgmElementSchema.nullable().optional(),
  driveMode: z.enum(DRIVE_MODES).optional(),
  openingClipUrl: z.string().optional(),
  closingClipUrl: z.string().optional(),
  pptUrl: z.string().optional(),
  pptSize: z.number().int().nonnegative().optional(),
  projectName: z.string().trim().min(1, 'nameRequired').max(200).optional(),
  ratio: ratioSchema.optional(),
  templateId: z.string().nullable().optional(),
  templateName: z.string().nullable().optional(),
  watermark: z.boolean().optional(),
  resolution: resolutionSchema.optional(),
});
export type UpdateProjectBody = z.input<typeof UpdateProjectBody>;

export const RenameProjectBody = z.object({ projectName: z.string().trim().min(1, 'nameRequired').max(200) });
export const CollectProjectBody = z.object({ collected: z.boolean() });

const PROJECT_FILTERS = ['all', 'drafts', 'finished', 'collected', 'recent'] as const;
export const ProjectListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Case-insensitive match on the project name. */
  keyword: z.string().trim().max(200).optional(),
  /** drafts = never synthesised successfully; finished = has a video; recent = opened in the last 30 days, newest first. */
  filter: z.enum(PROJECT_FILTERS).default('all'),
  projectType: projectKindSchema.optional(),
});
export type ProjectListQuery = z.input<typeof ProjectListQuery>;

export const VideoProjectSummary = z.object({
  id: z.string(),
  projectName: z.string(),
  projectType: projectKindSchema,
  ratio: ratioSchema,
  state: videoStateSchema,
  /** Set when state is failed. */
  failureReason: z.string().nullable(),
  /** Render progress 0..100 while synthesising. */
  progress: z.number(),
  /** The render job (follow it at JOB_PATHS.job or over /ws). */
  jobId: z.string().nullable(),
  resolution: resolutionSchema,
  watermark: z.boolean(),
  collected: z.boolean(),
  /** True once a video was produced. */
  finished: z.boolean(),
  durationMs: z.number().nullable(),
  coverUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  templateId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastOpenedAt: z.string().nullable(),
});
export type VideoProjectSummary = z.infer<typeof VideoProjectSummary>;

export const VideoProject = VideoProjectSummary.extend({
  templateName: z.string().nullable(),
  document: ProjectDocument,
});
export type VideoProject = z.infer<typeof VideoProject>;

export const ProjectDownload = z.object({
  fileName: z.string(),
  videoUrl: z.string(),
  coverUrl: z.string().nullable(),
  srtUrl: z.string().nullable(),
  vttUrl: z.string().nullable(),
  durationMs: z.number().nullable(),
});
export type ProjectDownload = z.infer<typeof ProjectDownload>;

// ---------------------------------------------------------------- compose

/** Output heights by resolution choice: low 720p (everyone), medium 1080p (members), high 4K (higher tier). */
export const RESOLUTION_HEIGHTS = {
  low: RESOLUTION_RECORDS.low.height,
  medium: RESOLUTION_RECORDS.medium.height,
  high: RESOLUTION_RECORDS.high.height,
} as const;

export const ComposeOptions = z.object({
  /** Absent = the project's resolution, lowered to the best the caller's plan allows. */
  resolution: resolutionSchema.optional(),
  /** Absent = the project's setting; false needs a membership. */
  watermark: z.boolean().optional(),
  /** Renames the project (the export dialog's video name). */
  videoName: z.string().trim().min(1, 'nameRequired').max(200).optional(),
});
export const ComposeBody = ComposeOptions.extend({ projectId: z.string().min(1) });
export type ComposeBody = z.input<typeof ComposeBody>;
export const ComposeCreateBody = ComposeOptions.extend({ project: CreateProjectBody });
export type ComposeCreateBody = z.input<typeof ComposeCreateBody>;
export const ComposeUpdateBody = ComposeOptions.extend({ projectId: z.string().min(1), changes: UpdateProjectBody });
export type ComposeUpdateBody = z.input<typeof ComposeUpdateBody>;

export const ComposeResult = z.object({
  projectId: z.string(),
  jobId: z.string(),
  state: videoStateSchema,
  /** The estimate the balance was checked against, seconds (already multiplied by any deduction factor). */
  estimatedSeconds: z.number(),
  remainCredits: z.number(),
});
export type ComposeResult = z.infer<typeof ComposeResult>;

/** What the render job reports as its result. */
export const RenderJobResult = z.object({
  projectId: z.string(),
  videoKey: z.string(),
  durationMs: z.number(),
  deductedSeconds: z.number(),
});
export type RenderJobResult = z.infer<typeof RenderJobResult>;

// ---------------------------------------------------------------- voices

const VOICE_GENDERS = ['male', 'female'] as const;
export const SpeakerQuery = z.object({
  language: z.string().max(20).optional(),
  gender: z.enum(VOICE_GENDERS).optional(),
  engine: z.string().max(20).optional(),
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  /** product-rules#speech: the speaker store searches with pages of 2000. */
  size: z.coerce.number().int().min(1).max(2000).default(2000),
});
export type SpeakerQuery = z.input<typeof SpeakerQuery>;

export const Speaker = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  locale: z.string(),
  gender: z.enum(VOICE_GENDERS),
  engine: z.string(),
  /** audio/mpeg sample; generated on first request. */
  sampleUrl: z.string(),
});
export type Speaker = z.infer<typeof Speaker>;

const SYNTHESIS_TEXT_MAX = 2000;
export const SynthesisRequest = z.object({
  audioType: z.literal('mp3').default('mp3'),
  speaker: z.string().min(1, 'noRelatedSounds'),
  text: z.string().trim().min(1, 'dubbingTextMissing').max(SYNTHESIS_TEXT_MAX, 'illegalInput'),
  speed: z.coerce.number().min(0.5).max(2).default(1),
  volume: z.coerce.number().min(0).max(2).default(1),
  /** Accepted for compatibility; the preview is always 16 kHz as the original product's clients ask. */
  rate: z.coerce.number().int().default(16000),
  /** Optional content language: refused when the speaker does not speak it. */
  language: z.string().max(20).optional(),
});
export type SynthesisRequest = z.input<typeof SynthesisRequest>;

// ---------------------------------------------------------------- avatars

export const AvatarQuery = z.object({
  gender: z.enum(VOICE_GENDERS).optional(),
  style: z.string().max(20).optional(),
  /** Plan tag: 'free' (no tag), 'vip' or 'vip+ultra'. */
  vipType: z.string().max(20).optional(),
  framing: z.string().max(20).optional(),
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AvatarQuery = z.input<typeof AvatarQuery>;

export const AvatarInfo = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(VOICE_GENDERS),
  style: z.string(),
  framing: z.string(),
  /** Comma-separated plan tags (product-rules#export-avatar-gating): '' free, 'vip', 'vip,vip+ultra'. */
  vipType: z.string(),
  manType: z.string(),
  /** A voice that suits the avatar. */
  defaultVoiceId: z.string().nullable(),
  outfits: z.array(z.string()),
});
export type AvatarInfo = z.infer<typeof AvatarInfo>;

export const AvatarOutfit = z.object({ avatarId: z.string(), outfit: z.string(), name: z.string() });
export type AvatarOutfit = z.infer<typeof AvatarOutfit>;

export const RecentSpeakerBody = z.object({ mainId: z.string().min(1).max(200), manType: z.string().min(1).max(40) });
export const RecentSpeaker = z.object({ mainId: z.string(), manType: z.string(), usedAt: z.string() });
export type RecentSpeaker = z.infer<typeof RecentSpeaker>;

export const AvatarCheck = z.object({
  allowed: z.boolean(),
  /** The catalogue key when refused (avatarDataError, avatarBusinessOnly, purchaseMembershipFirst). */
  reason: z.string().nullable(),
  message: z.string().nullable(),
});
export type AvatarCheck = z.infer<typeof AvatarCheck>;
