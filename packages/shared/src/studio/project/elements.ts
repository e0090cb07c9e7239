import { z } from 'zod';
import { textStyleSchema, visualPropertiesSchema } from './editorProperties.ts';
import { manFaceSchema } from './cloneFace.ts';

/**
 * ProjectPage elements (product-rules#projects-model; ProjectPage: image, digital man, audio, bgm, subtitle, video, dubbing,
 * plus the editor's text and title). Field names of the digital-man and subtitle elements
 * keep the original snake_case so stored projects match the original product.
 */
const elementBase = z.object({ uuid: z.string().min(1) });

const imageElementSchema = elementBase.extend({
  type: z.literal('image'),
  url: z.string(),
  /** 1 marks the page background (product-rules#projects-model). */
  isBg: z.union([z.literal(0), z.literal(1)]).default(0),
  ...visualPropertiesSchema.shape,
});

export const videoElementSchema = elementBase.extend({
  type: z.literal('video'),
  url: z.string(),
  imgSrc: z.string().optional(),
  /** Length of the source file, ms. */
  originalDuration: z.number().nonnegative().optional(),
  muted: z.boolean().default(false),
  loop: z.boolean().default(false),
  ...visualPropertiesSchema.shape,
});

export const SPEAKER_TYPES = ['man', 'head', 'voice', 'no_man'] as const;
export type SpeakerType = (typeof SPEAKER_TYPES)[number];

const MAN_TYPES = ['REAL', 'TWO', 'PHOTO', 'MOTION'] as const;
export type ManType = (typeof MAN_TYPES)[number];

export const DEFAULT_ACTION_TYPE = 'custom_action';

/** One gesture placed on the avatar's timeline within the page. */
const avatarActionInfoSchema = z.object({
  actionKey: z.string(),
  name: z.string().optional(),
  /** Offset from the page start, ms. */
  startTime: z.number().nonnegative(),
  duration: z.number().nonnegative().optional(),
});
export type AvatarActionInfo = z.infer<typeof avatarActionInfoSchema>;

export const digitalManElementSchema = elementBase.extend({
  type: z.literal('digitalMan'),
  url: z.string(),
  headUrl: z.string().optional(),
  speaker_id: z.string(),
  speaker_type: z.enum(SPEAKER_TYPES).default('man'),
  speaker_model_type: z.string().optional(),
  manType: z.enum(MAN_TYPES).default('REAL'),
  magic_audio_id: z.string().optional(),
  article_id: z.string().optional(),
  article_speaker_id: z.string().optional(),
  /** Synthesised speech for this page; cleared when the speaker changes. */
  audio_url: z.string().optional(),
  is3D: z.boolean().default(false),
  /** Drawn inside a circle (head framing). */
  circle: z.boolean().default(false),
  gender: z.string().optional(),
  actionType: z.string().default(DEFAULT_ACTION_TYPE),
  avatarActionInfos: z.array(avatarActionInfoSchema).default([]),
  /** A talking photo (manType 'PHOTO') or a cloned person: drawn and animated instead of the illustrated avatar. */
  face: manFaceSchema.optional(),
  ...visualPropertiesSchema.shape,
});

const subtitleCueSchema = z.object({
  /** Offset from the page start, ms. */
  start: z.number().nonnegative(),
  duration: z.number().nonnegative(),
  original_text: z.string(),
  text: z.string(),
});
export type SubtitleCue = z.infer<typeof subtitleCueSchema>;

const subtitleElementSchema = elementBase.extend({
  type: z.literal('subtitle'),
  srt_address: z.string().optional(),
  subtitles: z.array(subtitleCueSchema).default([]),
  /** Characters per line; see defaultSubtitleLineLength (90 for 16:9, else 32, 18 in video dub). */
  srt_len: z.number().int().positive(),
  srt_show: z.boolean().default(false),
  style: textStyleSchema.optional(),
});

const audioElementSchema = elementBase.extend({
  type: z.literal('audio'),
  url: z.string(),
  duration: z.number().nonnegative().optional(),
  /** Percent, 100 = unchanged. */
  audioDb: z.number().nonnegative().default(100),
});

export const bgmElementSchema = elementBase.extend({
  type: z.literal('bgm'),
  url: z.string(),
  name: z.string().optional(),
  /** Percent, 100 = unchanged (the stored audioDb). */
  audioDb: z.number().nonnegative().default(100),
  /** Fade lengths, ms. */
  fadeIn: z.number().nonnegative().default(0),
  fadeOut: z.number().nonnegative().default(0),
  loop: z.boolean().default(true),
});

const dubbingElementSchema = elementBase.extend({
  type: z.literal('dubbing'),
  /** The page's script; must have at least 15 characters before export. */
  text: z.string().default(''),
  voiceId: z.string().optional(),
  /** Speaking rate multiplier, 1 = normal. */
  speed: z.number().positive().default(1),
  /** User-uploaded audio (audio-driven pages); survives a speaker change. */
  customAudioUrl: z.string().optional(),
});

const textElementSchema = elementBase.extend({
  type: z.literal('text'),
  text: z.string(),
  style: textStyleSchema,
  ...visualPropertiesSchema.shape,
});

const titleElementSchema = elementBase.extend({
  type: z.literal('title'),
  text: z.string(),
  style: textStyleSchema,
  ...visualPropertiesSchema.shape,
});

export const pageElementSchema = z.discriminatedUnion('type', [
  imageElementSchema,
  videoElementSchema,
  digitalManElementSchema,
  subtitleElementSchema,
  audioElementSchema,
  bgmElementSchema,
  dubbingElementSchema,
  textElementSchema,
  titleElementSchema,
]);

export type ImageElement = z.infer<typeof imageElementSchema>;
export type VideoElement = z.infer<typeof videoElementSchema>;
export type DigitalManElement = z.infer<typeof digitalManElementSchema>;
export type SubtitleElement = z.infer<typeof subtitleElementSchema>;
export type AudioElement = z.infer<typeof audioElementSchema>;
export type BgmElement = z.infer<typeof bgmElementSchema>;
export type DubbingElement = z.infer<typeof dubbingElementSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type TitleElement = z.infer<typeof titleElementSchema>;
export type PageElement = z.infer<typeof pageElementSchema>;
export type PageElementType = PageElement['type'];

/** Elements drawn on the canvas (they have a position and a layer). */
export type VisualElement = Extract<PageElement, { zIndex: number }>;

export function isVisualElement(element: PageElement): element is VisualElement {
  return 'zIndex' in element;
}
