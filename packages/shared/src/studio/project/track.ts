import { z } from 'zod';
import { SUBTITLE_TRACK_TEXT_STYLE_DEFAULTS as STYLE } from '../constants/subtitle.ts';
import { manFaceSchema } from './cloneFace.ts';
import { clipSourceTypeSchema } from './sourceType.ts';

/** Speaking rates a dubbing clip may ask for (the speech service's range), 1 = normal. */
export const DUBBING_SPEED_RANGE = { min: 0.5, max: 2 } as const;

/** A clip on a timeline track (product-rules#timeline). All times in ms. */
export const clipSchema = z.object({
  uuid: z.string().min(1),
  title: z.string().default(''),
  url: z.string().default(''),
  /** Thumbnail of image and video clips. */
  imgSrc: z.string().optional(),
  top: z.number().default(0),
  left: z.number().default(0),
  width: z.number().nonnegative().default(0),
  height: z.number().nonnegative().default(0),
  startTime: z.number().nonnegative(),
  duration: z.number().nonnegative(),
  /** Length of the source media; trimming cannot exceed it. */
  originalDuration: z.number().nonnegative().default(0),
  /** Gap between the previous clip's end (or 0) and this clip's start. */
  intervalDuration: z.number().nonnegative().default(0),
  /** Text of text, subtitle and dubbing clips. */
  content: z.string().default(''),
  /** Percent, 100 = original size. */
  scale: z.number().positive().default(100),
  rotate: z.number().default(0),
  /** Percent volume, 100 = unchanged. */
  audioDb: z.number().nonnegative().default(100),
  fadeIn: z.number().nonnegative().default(0),
  fadeOut: z.number().nonnegative().default(0),
  /** Trim window into the source media: the part [beginTime, endTime) is played. */
  beginTime: z.number().nonnegative().default(0),
  endTime: z.number().nonnegative().default(0),
  actionKey: z.string().optional(),
  sourceType: clipSourceTypeSchema,
  /** Dubbing clips: the voice that speaks `content`; absent = the default voice of the text's language. */
  voiceId: z.string().min(1).max(200).optional(),
  /** Dubbing clips: speaking-rate multiplier; absent = 1 (kept optional so saved projects stay unchanged). */
  speed: z.number().min(DUBBING_SPEED_RANGE.min).max(DUBBING_SPEED_RANGE.max).optional(),
  /** Digital-human clips ('1014_itm' photo avatars): the talking photo to animate. */
  face: manFaceSchema.optional(),
});
export type Clip = z.infer<typeof clipSchema>;
export type ClipInput = z.input<typeof clipSchema>;

export const SUBTITLE_FONT_ALIGNS = ['left', 'center', 'right'] as const;

/** Text style of a subtitle track, with its defaults (product-rules#timeline). */
const subtitleTextStyleSchema = z.object({
  font: z.string().default(STYLE.font),
  fontBold: z.boolean().default(STYLE.fontBold),
  fontItalic: z.boolean().default(STYLE.fontItalic),
  fontUline: z.boolean().default(STYLE.fontUline),
  fontColor: z.string().default(STYLE.fontColor),
  fontAlign: z.enum(SUBTITLE_FONT_ALIGNS).default(STYLE.fontAlign),
  fontSize: z.number().positive().default(STYLE.fontSize),
  /** Distance of the text's bottom edge from the frame's bottom, px. */
  bottom: z.number().nonnegative().default(0),
});
export type SubtitleTextStyle = z.infer<typeof subtitleTextStyleSchema>;

export const trackSchema = z.object({
  uuid: z.string().min(1),
  title: z.string().default(''),
  /** The clips, ordered by startTime. */
  infos: z.array(clipSchema).default([]),
  /** End of the last clip, ms. */
  totalDuration: z.number().nonnegative().default(0),
  /** Visible / audible. */
  isChecked: z.boolean().default(true),
  /** Kind of clips this track holds. */
  type: clipSourceTypeSchema,
  relatedId: z.string().optional(),
  /** Only on subtitle tracks. */
  textStyle: subtitleTextStyleSchema.optional(),
});
export type Track = z.infer<typeof trackSchema>;
export type TrackInput = z.input<typeof trackSchema>;

export function defaultSubtitleTextStyle(): SubtitleTextStyle {
  return subtitleTextStyleSchema.parse({});
}
