import { z } from 'zod';
import { SHARE_VALIDITY_MAX_DAYS } from '../../kernel/constants/limits.ts';
import type { UiLanguage } from '../../kernel/locale.ts';
import { ProjectConfig } from '../project-config.ts';
import type { PlannedAction } from './aiask-area.ts';

/**
 * Conversational projects and the live conversation (spec §1, §3 Conversational project and
 * Session record, §4 conversation states, §5 conversational-project rules, §7 avatarProject/*,
 * createShareToken, avatarConversation/*, §9 share validity). Base `/aiask/avatar/`; answers in
 * the envelope `{ code, message, data }`. The conversation itself runs over a WebSocket
 * (CONVERSATION_SOCKET_PATH) whose messages are ConversationClientMessage / ConversationServerMessage.
 */
const avatar = (path: string) => `/aiask/avatar/${path}`;

export const PROJECT_PATHS = {
  /** GET ProjectQuery -> Page<AvatarProject> (newest first; keyword matches the name) */
  projectPage: avatar('avatarProject/projectPage'),
  /** GET ?id -> AvatarProject */
  project: avatar('avatarProject/id'),
  /**
   * POST ProjectSaveBody -> AvatarProject (create without id, update with id). §5: name, size and a size
   * that matches the ratio are required (`nameRequired`, `projectRatioInvalid`); a role must be the
   * caller's, the avatar and voice must exist in the catalogues (`projectRoleNotFound`,
   * `projectAvatarNotFound`, `noRelatedSounds`).
   */
  updateProject: avatar('avatarProject/updateProject'),
  /** POST ProjectRenameBody -> AvatarProject */
  rename: avatar('avatarProject/rename'),
  /** GET ?id -> null (the project, its share links; session records stay) */
  delete: avatar('avatarProject/delete'),
  /** POST ?projectId -> AvatarProject (a copy named "<name> (copy)"; share links not copied) */
  copy: avatar('avatarProject/copy'),
  /** GET ?roleId -> AvatarProject[] (the caller's projects using the role) */
  projectByRoleId: avatar('avatarProject/projectByRoleId'),
  /**
   * POST ShareTokenBody -> ShareLink. §5: save before share, and configure the input box, role,
   * digital human and voice first (`projectNotReady` names what is missing); validity 1..30 days.
   */
  createShareToken: avatar('createShareToken'),
  /** GET ?token (no login) -> RoomProject; an expired link answers 403 `shareExpired`, an unknown one 404. */
  shared: avatar('avatarProject/shared'),
  /** GET ?id (owner) -> RoomProject: what the room needs to open the project for a demo (debug). */
  room: avatar('avatarProject/room'),
  /** POST SessionQuery -> Page<SessionRecord> (newest first) */
  conversationPage: avatar('avatarConversation/page'),
  /** POST SessionQuery (or GET with it in the query) -> xlsx, one row per turn (at most 10,000, newest first) */
  exportConversations: avatar('avatarConversation/export/conversation/data'),
  /** GET ?id -> SessionDetail (a session with its turns) */
  conversation: avatar('avatarConversation/id'),
} as const;

/**
 * The conversation socket: `?projectId=&token=` (the owner's session token) or `?share=` (a share
 * token). Inside the API prefixes so it never reaches the web app.
 */
export const CONVERSATION_SOCKET_PATH = '/ws/conversation';

// ---------------------------------------------------------------- constants and §5 rules

const PROJECT_RATIOS = ['horizontal', 'vertical'] as const;
export type ProjectRatio = (typeof PROJECT_RATIOS)[number];
export const PROJECT_NAME_MAX = 50;
export const INPUT_BOX_MAX_LENGTH_MAX = 1000;
/** The sizes offered per ratio (16:9 and 9:16); the default is the first. */
export const PROJECT_SIZES: Record<ProjectRatio, ReadonlyArray<{ width: number; height: number }>> = {
  horizontal: [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ],
  vertical: [
    { width: 1080, height: 1920 },
    { width: 720, height: 1280 },
  ],
};

/** §5 "a correct ratio": the size is one offered for that ratio. */
export function sizeMatchesRatio(ratio: ProjectRatio, width: number, height: number): boolean {
  return PROJECT_SIZES[ratio].some((size) => size.width === width && size.height === height);
}

/** What a project needs before demo or share (§5), in the order the editor shows the tabs. */
const DEMO_REQUIREMENTS = ['inputBox', 'role', 'avatar', 'voice'] as const;
export type DemoRequirement = (typeof DEMO_REQUIREMENTS)[number];

/** §5 "configure the input box, and the role, digital human and voice, before demo": what is still missing. */
export function missingForDemo(project: Pick<AvatarProject, 'inputBox' | 'roleId' | 'avatarId' | 'voiceId'>): DemoRequirement[] {
  const present: Record<DemoRequirement, boolean> = {
    inputBox: project.inputBox !== null,
    role: project.roleId !== null,
    avatar: project.avatarId !== null,
    voice: project.voiceId !== null,
  };
  return DEMO_REQUIREMENTS.filter((requirement) => !present[requirement]);
}

const DEMO_REQUIREMENT_NAMES: Record<DemoRequirement, Record<UiLanguage, string>> = {
  inputBox: { en: 'input box', 'zh-CN': '输入框', 'zh-TW': '輸入框' },
  role: { en: 'role', 'zh-CN': '角色', 'zh-TW': '角色' },
  avatar: { en: 'digital human', 'zh-CN': '数字人', 'zh-TW': '數位人' },
  voice: { en: 'voice', 'zh-CN': '音色', 'zh-TW': '音色' },
};

/** What is missing, named as the editor's tabs name it in each language (never the field names). */
export function missingNames(missing: readonly DemoRequirement[]): Record<UiLanguage, string> {
  const list = (language: UiLanguage, separator: string) => missing.map((requirement) => DEMO_REQUIREMENT_NAMES[requirement][language]).join(separator);
  return { en: list('en', ', '), 'zh-CN': list('zh-CN', '、'), 'zh-TW': list('zh-TW', '、') };
}

// ---------------------------------------------------------------- project

const id = z.string().min(1).max(100);

/** The input box component: how visitors type (the only input until voice input arrives). */
export const InputBoxConfig = z.object({
  placeholder: z.string().trim().max(100).default(''),
  maxLength: z.coerce.number().int().min(1).max(INPUT_BOX_MAX_LENGTH_MAX).default(200),
});
export type InputBoxConfig = z.output<typeof InputBoxConfig>;

export const ProjectSaveBody = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1, 'nameRequired').max(PROJECT_NAME_MAX),
    ratio: z.enum(PROJECT_RATIOS, { message: 'projectRatioInvalid' }),
    width: z.coerce.number({ message: 'projectRatioInvalid' }).int(),
    height: z.coerce.number({ message: 'projectRatioInvalid' }).int(),
    roleId: id.nullable().default(null),
    avatarId: id.nullable().default(null),
    voiceId: id.nullable().default(null),
    inputBox: InputBoxConfig.nullable().default(null),
    /**
     * The editor's settings, flow and components (conversation/project-config.ts). Omitted on an
     * update: the stored config stays; on create: the default config (one start node).
     */
    config: ProjectConfig.optional(),
  })
  .refine((body) => sizeMatchesRatio(body.ratio, body.width, body.height), { message: 'projectRatioInvalid', path: ['width'] });
export type ProjectSaveBody = z.input<typeof ProjectSaveBody>;

export const ProjectRenameBody = z.object({ id, name: z.string().trim().min(1, 'nameRequired').max(PROJECT_NAME_MAX) });
export type ProjectRenameBody = z.input<typeof ProjectRenameBody>;

export const ProjectIdQuery = z.object({ id });
export const ProjectCopyQuery = z.object({ projectId: id });
export const ProjectByRoleQuery = z.object({ roleId: id });
export const ProjectQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ProjectQuery = z.input<typeof ProjectQuery>;

export const AvatarProject = z.object({
  id: z.string(),
  name: z.string(),
  ratio: z.enum(PROJECT_RATIOS),
  width: z.number(),
  height: z.number(),
  roleId: z.string().nullable(),
  /** The role's name, or null when none is set (or it was deleted). */
  roleName: z.string().nullable(),
  avatarId: z.string().nullable(),
  voiceId: z.string().nullable(),
  inputBox: InputBoxConfig.nullable(),
  config: ProjectConfig,
  /** What is still missing before demo or share (§5); empty when ready. */
  missing: z.array(z.enum(DEMO_REQUIREMENTS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AvatarProject = z.infer<typeof AvatarProject>;

// ---------------------------------------------------------------- share

export const ShareTokenBody = z.object({
  projectId: id,
  validDays: z.coerce
    .number({ message: 'invalidShareValidity' })
    .int('invalidShareValidity')
    .min(1, 'invalidShareValidity')
    .max(SHARE_VALIDITY_MAX_DAYS, 'invalidShareValidity'),
});
export type ShareTokenBody = z.input<typeof ShareTokenBody>;

export const ShareLink = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** The room path with the token, relative to the site (`/aiask/digital/<projectId>?share=<token>`). */
  path: z.string(),
});
export type ShareLink = z.infer<typeof ShareLink>;

export const ShareQuery = z.object({ token: z.string().min(1).max(200) });

/** The room path of a project; with a share token for visitors. */
export function roomPath(projectId: string, shareToken?: string): string {
  const base = `/aiask/digital/${encodeURIComponent(projectId)}`;
  return shareToken ? `${base}?share=${encodeURIComponent(shareToken)}` : base;
}

/** What the room shows: the project as a visitor sees it, and the answer mode in use. */
export const RoomProject = z.object({
  id: z.string(),
  name: z.string(),
  ratio: z.enum(PROJECT_RATIOS),
  width: z.number(),
  height: z.number(),
  roleName: z.string().nullable(),
  avatarId: z.string().nullable(),
  voiceId: z.string().nullable(),
  inputBox: InputBoxConfig.nullable(),
  config: ProjectConfig,
  answerMode: z.enum(['llm', 'extractive']),
});
export type RoomProject = z.infer<typeof RoomProject>;

// ---------------------------------------------------------------- the conversation socket

/**
 * The first message opens the session: the owner's demo (`projectId` + session `token`) or a
 * visitor's (`share`). Credentials travel in a message, not the URL, so they stay out of logs.
 */
/** The client kinds the concurrency limits count (ConcurrencySettings); the aiask client's `source` header. */
export const CLIENT_KINDS = ['web', 'windows', 'android'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
const startExtras = { language: z.string().max(10).optional(), client: z.enum(CLIENT_KINDS).optional() };

export const ConversationStart = z.union([
  z.object({ type: z.literal('start'), projectId: id, token: z.string().min(1).max(200), ...startExtras }),
  z.object({ type: z.literal('start'), share: z.string().min(1).max(200), ...startExtras }),
]);
export type ConversationStart = z.infer<typeof ConversationStart>;

export const CONVERSATION_QUESTION_MAX = 1000;

/** One utterance at most: 30 s of 16 kHz mono 16-bit PCM plus the WAV header. */
export const VOICE_UTTERANCE_MAX_BYTES = 30 * 16000 * 2 + 44;
/** The same limit as base64 text (4 characters per 3 bytes, rounded up). */
const VOICE_UTTERANCE_MAX_BASE64 = Math.ceil(VOICE_UTTERANCE_MAX_BYTES / 3) * 4;

/**
 * After `ready`: a question (a new one interrupts the answer in progress), stop (barge-in), or one
 * spoken utterance (`audio`: a WAV, base64) that the server transcribes and then asks like a typed
 * question (`utteranceTooLong` over VOICE_UTTERANCE_MAX_BYTES).
 */
export const ConversationClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ask'), question: z.string().trim().min(1, 'askQuestionRequired').max(CONVERSATION_QUESTION_MAX) }),
  z.object({ type: z.literal('stop') }),
  /** A jump button: go to a flow node (its components show; the node's flow runs from there). */
  z.object({ type: z.literal('goto'), nodeId: z.string().min(1).max(100) }),
  /** The language switch: answers, messages and (where the catalogue has one) the voice follow this language. */
  z.object({ type: z.literal('language'), language: z.string().min(2).max(10) }),
  /** The network latency component's probe: answered at once with `pong` carrying the same `at`. */
  z.object({ type: z.literal('ping'), at: z.number().finite() }),
  z.object({
    type: z.literal('audio'),
    format: z.literal('wav'),
    data: z
      .string()
      .min(1)
      .max(VOICE_UTTERANCE_MAX_BASE64, 'utteranceTooLong')
      .regex(/^[A-Za-z0-9+/]+=*$/),
  }),
]);
export type ConversationClientMessage = z.infer<typeof ConversationClientMessage>;

export const VisemeFrameSchema = z.object({ viseme: z.string(), openness: z.number(), rounding: z.number() });

/**
 * Server messages. Per turn: `turn` (loading) -> `source` -> `delta`s and `audio` chunks (started;
 * audio in `seq` order, each one clause, WAV base64 with its duration and 25 fps visemes) -> `done`
 * (`interrupted` after a stop). `error` with a code: 401 login expired (the socket closes), 403 share
 * expired, 404 project not found, 400 a refused message.
 * Before `ready`, `queued` (the project's concurrency limit for this client kind is reached) with the
 * visitor's 1-based position, sent again as it moves. `sleep` / `wake`: the avatar fell asleep (no
 * question for the sleep time, or the sleep word) / woke (the wake word; the wake prompt follows as
 * a turn). `idle`: closed after long silence (the socket closes next).
 */
/**
 * Whether the room can take voice (sent in `ready`): no recogniser for the project's language
 * (`languageUnsupported`, e.g. Chinese with no ASR server configured) means text input only.
 */
export type VoiceInputStatus =
  { available: true; language: string } | { available: false; language: string; reason: 'languageUnsupported' };

export type ConversationServerMessage =
  | { type: 'queued'; position: number }
  | { type: 'sleep' }
  | { type: 'wake' }
  | { type: 'idle'; message: string }
  | { type: 'ready'; sessionId: string; project: RoomProject; voiceInput: VoiceInputStatus }
  /**
   * An utterance recognised (after homophone corrections). `ignored`: the keyword activity method
   * is on and it holds no keyword, so it is not asked; otherwise a `turn` for it follows. An empty
   * text means nothing was recognised.
   */
  | { type: 'transcript'; text: string; ignored: boolean }
  | { type: 'turn'; turn: number; question: string }
  | { type: 'source'; turn: number; source: string; answerMode: 'llm' | 'extractive' }
  | { type: 'delta'; turn: number; text: string }
  | {
      type: 'audio';
      turn: number;
      seq: number;
      text: string;
      format: 'wav';
      /** base64 */
      data: string;
      durationMs: number;
      visemes: Array<z.infer<typeof VisemeFrameSchema>>;
      /** The avatar's gestures in this clause (getAction's plan), ms from the clause start. */
      actions: PlannedAction[];
    }
  | { type: 'done'; turn: number; answer: string; interrupted: boolean }
  /** The flow entered a node: the room shows that node's components. */
  | { type: 'node'; nodeId: string }
  /** The flow reached an end node: after its farewell the server closes the socket. */
  | { type: 'end' }
  | { type: 'error'; code: number; message: string }
  | { type: 'pong'; at: number };

// ---------------------------------------------------------------- session records (§3, §9 filters)

export const SESSION_PERIODS = ['week', 'month', 'quarter'] as const;
export type SessionPeriod = (typeof SESSION_PERIODS)[number];

export const SessionQuery = z.object({
  /** last week / month / 3 months (spec §9); none: all */
  period: z.enum(SESSION_PERIODS).optional(),
  projectId: id.optional(),
  /** matches the question or answer text */
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type SessionQuery = z.input<typeof SessionQuery>;

export const SessionRecord = z.object({
  sessionId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  roleName: z.string(),
  /** owner (demo) or share (a visitor) */
  visitor: z.enum(['owner', 'share']),
  /** number of turns (the dialogue count) */
  turns: z.number(),
  startedAt: z.string(),
  endedAt: z.string(),
  firstQuestion: z.string(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

export const SessionTurn = z.object({
  turn: z.number(),
  question: z.string(),
  answer: z.string(),
  source: z.string(),
  outcome: z.enum(['answered', 'interrupted', 'failed']),
  /** Fields an information-collection node stored in this turn. */
  collected: z.record(z.string(), z.string()).nullable(),
  /** The visitor's spoken question when asked by voice: a signed link (10 minutes), null for a typed one. */
  audioUrl: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string(),
});
export type SessionTurn = z.infer<typeof SessionTurn>;

export const SessionDetail = SessionRecord.extend({
  /** Every field collected in the session (flow information-collection nodes). */
  collected: z.record(z.string(), z.string()),
  items: z.array(SessionTurn),
});
export type SessionDetail = z.infer<typeof SessionDetail>;
export const SessionIdQuery = z.object({ id });
