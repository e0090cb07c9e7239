import { z } from 'zod';

/**
 * The conversational area's own account and catalogue calls (spec §7, base /aiask/avatar): the
 * aiask client asks for the user and logs out under its base, lists digital humans, stock
 * backgrounds and the avatar's actions, and plans the gestures of a spoken text.
 */
const avatar = (path: string) => `/aiask/avatar/${path}`;

export const AIASK_AREA_PATHS = {
  /** GET -> UserInfo (the same as ACCOUNT_PATHS.userInfo) */
  userInfo: avatar('userInfo'),
  /** GET -> null: revokes the session token (logging out twice is still a logout) */
  logout: avatar('logout'),
  /** GET AvatarQuery -> Page<AvatarInfo>: the digital humans a project can use */
  avatarPage: avatar('page'),
  /** GET StockQuery -> StockPage: stock backgrounds for a project */
  backgroundPage: avatar('background/page'),
  /** GET ?page&size -> Page<ActionLibItem>: the avatar's actions */
  actionLibPage: avatar('actionLib/page'),
  /** GET GetActionQuery -> PlannedAction[]: the gestures for a spoken text of that duration */
  getAction: avatar('getAction'),
} as const;

/** The avatar's actions (the scene renderer draws each; `ACTION_TYPES` of @orator/scene is this list). */
export const AVATAR_ACTION_TYPES = ['wave', 'point', 'openHands', 'nod'] as const;
export type AvatarActionType = (typeof AVATAR_ACTION_TYPES)[number];

export const ActionLibItem = z.object({
  id: z.enum(AVATAR_ACTION_TYPES),
  /** In the caller's UI language. */
  name: z.string(),
  durationMs: z.number(),
});
export type ActionLibItem = z.infer<typeof ActionLibItem>;

export const ActionLibQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const GetActionQuery = z.object({
  text: z.string().trim().min(1, 'askQuestionRequired').max(1000),
  durationMs: z.coerce.number().int().min(0).max(600_000),
});
export type GetActionQuery = z.input<typeof GetActionQuery>;

export const PlannedAction = z.object({ type: z.enum(AVATAR_ACTION_TYPES), startMs: z.number(), durationMs: z.number() });
export type PlannedAction = z.infer<typeof PlannedAction>;

export const AVATAR_ACTION_NAMES: Record<AvatarActionType, { en: string; 'zh-CN': string; 'zh-TW': string }> = {
  wave: { en: 'Wave', 'zh-CN': '挥手', 'zh-TW': '揮手' },
  point: { en: 'Point', 'zh-CN': '指引', 'zh-TW': '指引' },
  openHands: { en: 'Open hands', 'zh-CN': '摊手', 'zh-TW': '攤手' },
  nod: { en: 'Nod', 'zh-CN': '点头', 'zh-TW': '點頭' },
};
