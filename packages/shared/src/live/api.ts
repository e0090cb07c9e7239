import { z } from 'zod';
import {
  CMP_STATUSES,
  DEFAULT_LINE_AUDIENCE,
  LINE_AUDIENCES,
  LINE_STYLES,
  LINE_TEXT_MAX,
  LIVE_TYPES,
  MAX_MATERIALS_PER_ADD,
  PRODUCT_CATEGORIES,
  ROOM_RATIOS,
  ROOM_TYPES,
  SCENE_TYPES,
} from './rules.ts';

/** Live-centre API (issue 13 §1; spec §7 lbr/*). Ids are opaque strings. */
const room = (id: string) => `/manprocess/lbr/room/${encodeURIComponent(id)}`;
const product = (id: string) => `/manprocess/lbr/product/${encodeURIComponent(id)}`;
export const LIVE_PATHS = {
  /** GET PageQuery -> Page<LiveRoomSummary>, newest first; POST LiveRoomCreateBody -> LiveRoom */
  rooms: '/manprocess/lbr/room',
  /** GET -> LiveRoom (with productList); PUT LiveRoomUpdateBody -> LiveRoom; DELETE -> null (refused while streaming) */
  room,
  /** POST -> LiveRoom: a copy with its products, scenes and lines (segments not copied: synthesised again) */
  copy: (id: string) => `${room(id)}/copy`,
  /** POST LiveRoomProductBody -> LiveRoom: puts a product in the room (or opens/closes it) */
  roomProducts: (id: string) => `${room(id)}/products`,
  /** POST -> null when every open scene has lines, else 400 scenesWithoutLines */
  goLiveCheck: (id: string) => `${room(id)}/check`,
  /** GET PageQuery -> Page<LiveProduct>; POST LiveProductCreateBody -> LiveProduct */
  products: '/manprocess/lbr/product',
  /** DELETE -> null */
  product,
  /** POST LiveSceneCreateBody -> LiveScene */
  sceneCreate: '/manprocess/lbr/scene/create',
  /** POST LiveSceneUpdateBody -> LiveScene (spec §7): name, line groups and lines replaced as given */
  sceneUpdate: '/manprocess/lbr/scene/update',
  /** POST { scenes: LiveSceneUpdateBody[] } -> LiveScene[] (spec §7) */
  sceneUpdateBatch: '/manprocess/lbr/scene/update/batch',
  /** POST { id } -> null */
  sceneDelete: '/manprocess/lbr/scene/delete',
  /** POST LiveCompositionBody -> LiveCompositionStarted (spec §7): synthesise lines not yet ready */
  composition: '/manprocess/lbr/composition/video',
  /** POST LineWriteBody -> LineWriteResult */
  writeLines: '/manprocess/lbr/lines/write',
  /** GET -> a line's rendered segment (video: MP4 with sound) or its sound alone (audio: M4A) */
  lineFile: (id: string, kind: 'video' | 'audio') => `/manprocess/lbr/line/${encodeURIComponent(id)}/${kind}`,
} as const;

const name = z.string().max(200);

export const LiveDecoration = z.object({
  background: z.string().max(2000).nullable().default(null),
  /** Avatar placement in the room, as fractions of the frame. */
  avatar: z
    .object({ x: z.number().min(-1).max(2), y: z.number().min(-1).max(2), scale: z.number().min(0.05).max(4) })
    .default({ x: 0.5, y: 0.55, scale: 1 }),
  productCard: z.boolean().default(true),
  captions: z.boolean().default(true),
  stickers: z
    .array(z.object({ text: z.string().max(40), x: z.number().min(0).max(1), y: z.number().min(0).max(1) }))
    .max(10)
    .default([]),
});
export type LiveDecoration = z.infer<typeof LiveDecoration>;

export const LiveRoomCreateBody = z.object({
  name,
  ratio: z.enum(ROOM_RATIOS),
  roomType: z.enum(ROOM_TYPES),
  sceneType: z.enum(SCENE_TYPES),
  liveType: z.enum(LIVE_TYPES).default('2.5d'),
});
export type LiveRoomCreateBody = z.input<typeof LiveRoomCreateBody>;

export const LiveRoomUpdateBody = z.object({
  name: name.optional(),
  avatarId: z.string().max(100).nullable().optional(),
  /** A real-person room holds one avatar: replacing it needs this set (the UI confirms first). */
  replaceAvatar: z.boolean().optional(),
  voiceId: z.string().max(100).optional(),
  decoration: LiveDecoration.optional(),
});
export type LiveRoomUpdateBody = z.input<typeof LiveRoomUpdateBody>;

export const LiveRoomProductBody = z.object({ productId: z.string().min(1).max(100), isOpen: z.boolean().default(true) });

export const LiveLine = z.object({
  uuid: z.string(),
  text: z.string(),
  voiceId: z.string(),
  style: z.enum(LINE_STYLES),
  audience: z.enum(LINE_AUDIENCES),
  cmpStatus: z.enum(CMP_STATUSES),
  duration: z.number(),
  audioUrl: z.string().nullable(),
  /** Spec spelling. */
  vidoeUrl: z.string().nullable(),
  magicAudioId: z.string().nullable(),
});
export type LiveLine = z.infer<typeof LiveLine>;

const LiveLineGroup = z.object({ id: z.string(), name: z.string(), linesList: z.array(LiveLine) });
type LiveLineGroup = z.infer<typeof LiveLineGroup>;

export const LiveScene = z.object({
  id: z.string(),
  roomId: z.string(),
  productId: z.string(),
  name: z.string(),
  lineGroups: z.array(LiveLineGroup),
});
export type LiveScene = z.infer<typeof LiveScene>;

const LiveRoomProduct = z.object({
  productId: z.string(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  isOpen: z.boolean(),
  sceneList: z.array(LiveScene),
});
type LiveRoomProduct = z.infer<typeof LiveRoomProduct>;

export const LiveRoomSummary = z.object({
  id: z.string(),
  name: z.string(),
  ratio: z.enum(ROOM_RATIOS),
  roomType: z.enum(ROOM_TYPES),
  sceneType: z.enum(SCENE_TYPES),
  liveType: z.enum(LIVE_TYPES),
  lbrType: z.string(),
  streaming: z.boolean(),
  avatarId: z.string().nullable(),
  voiceId: z.string(),
  createdAt: z.string(),
});
export type LiveRoomSummary = z.infer<typeof LiveRoomSummary>;

export const LiveRoom = LiveRoomSummary.extend({ decoration: LiveDecoration, productList: z.array(LiveRoomProduct) });
export type LiveRoom = z.infer<typeof LiveRoom>;

export const LiveMaterial = z.object({ kind: z.enum(['image', 'video']), url: z.string().min(1).max(2000) });
export type LiveMaterial = z.infer<typeof LiveMaterial>;

export const LiveProductCreateBody = z.object({
  name,
  category: z.enum(PRODUCT_CATEGORIES),
  description: z.string().max(2000).default(''),
  /** At most MAX_MATERIALS_PER_ADD at once; checked by the service so the answer is the spec message. */
  materials: z.array(LiveMaterial).max(100).default([]),
});
export type LiveProductCreateBody = z.input<typeof LiveProductCreateBody>;

export const LiveProduct = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  description: z.string(),
  materials: z.array(LiveMaterial),
  createdAt: z.string(),
});
export type LiveProduct = z.infer<typeof LiveProduct>;

export const LiveSceneCreateBody = z.object({ roomId: z.string().min(1).max(100), productId: z.string().min(1).max(100), name });
export type LiveSceneCreateBody = z.input<typeof LiveSceneCreateBody>;

const LiveLineInput = z.object({
  /** Present for a line kept from before: its segment is kept when text and voice are unchanged. */
  uuid: z.string().max(100).optional(),
  text: z.string().max(LINE_TEXT_MAX),
  voiceId: z.string().max(100).optional(),
  style: z.enum(LINE_STYLES).default('warm'),
  audience: z.enum(LINE_AUDIENCES).default(DEFAULT_LINE_AUDIENCE),
});
export const LiveSceneUpdateBody = z.object({
  id: z.string().min(1).max(100),
  name: name.optional(),
  lineGroups: z
    .array(z.object({ id: z.string().max(100).optional(), name, linesList: z.array(LiveLineInput).max(200) }))
    .max(50)
    .optional(),
});
export type LiveSceneUpdateBody = z.input<typeof LiveSceneUpdateBody>;
export const LiveSceneBatchBody = z.object({ scenes: z.array(LiveSceneUpdateBody).min(1).max(50) });

export const LiveCompositionBody = z.object({ roomId: z.string().min(1).max(100), sceneIds: z.array(z.string()).max(200).optional() });
export const LiveCompositionStarted = z.object({ jobId: z.string().nullable(), lines: z.number().int() });

export const LineWriteBody = z.object({
  productId: z.string().min(1).max(100),
  style: z.enum(LINE_STYLES),
  audience: z.enum(LINE_AUDIENCES),
  count: z.number().int().min(1).max(10).default(3),
});
export type LineWriteBody = z.input<typeof LineWriteBody>;
export const LineWriteResult = z.object({ lines: z.array(z.string()), mode: z.enum(['model', 'template']) });
export type LineWriteResult = z.infer<typeof LineWriteResult>;

export { MAX_MATERIALS_PER_ADD };
