/** The video-dub API contract (product-rules#video-dub; spec §3 Video-dub project, §4 translation states, §7). */
import { z } from 'zod';
import { MENU_NOS, MENU_REFUSALS } from '../../platform/company/menu-rights.ts';
import { SUBTITLE_LINE_LENGTH, VIDEO_DUB_SUBTITLE_DEFAULTS } from '../constants/subtitle.ts';
import { TRANSLATION_LANGUAGE_CODES } from './translate.ts';

const dub = (id: string) => `/manprocess/videoDub/${encodeURIComponent(id)}`;

export const VIDEO_DUB_PATHS = {
  /** GET -> VideoDubOptions: languages, which pairs work here and how, the caller's length limit */
  options: '/manprocess/videoDub/options',
  /** POST multipart `file` + fields of VideoDubUploadFields -> VideoDubProject (state generating) */
  upload: '/manprocess/videoDub/upload',
  /** GET PageQuery -> Page<VideoDubProject>, newest first */
  list: '/manprocess/videoDub/list',
  /** GET -> VideoDubProject; PUT VideoDubUpdateBody -> VideoDubProject; DELETE -> null */
  project: dub,
  /** POST VideoDubRenderBody -> VideoDubProject: translate what is untranslated, speak, mix, subtitle (state generating) */
  render: (id: string) => `${dub(id)}/render`,
  /** GET ?kind=video|srt -> the file as an attachment */
  download: (id: string) => `${dub(id)}/download`,
  /** GET ?menuNo=videoTranslate -> MenuRight (spec §7) */
  menuRight: '/userprocess/menu/checkRight',
} as const;

/** Spec §4 translation states; `stage` says what a generating project is doing. */
const VIDEO_DUB_STATES = ['uploading', 'generating', 'generated', 'success', 'failure'] as const;
export type VideoDubState = (typeof VIDEO_DUB_STATES)[number];
const VIDEO_DUB_STAGES = ['recognising', 'dubbing'] as const;
export type VideoDubStage = (typeof VIDEO_DUB_STAGES)[number];

const language = z.enum(TRANSLATION_LANGUAGE_CODES);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Spec §3 subtitleInfo; defaults STSong 30, bottom space 6, srt_len 18. */
export const SubtitleInfo = z.object({
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
  underline: z.boolean().default(false),
  /** Outline width in base units (0 = none). */
  outline: z.number().min(0).max(10).default(3),
  outlineColour: colour.default('#000000'),
  primaryColour: colour.default('#ffffff'),
  shadow: z.boolean().default(false),
  fontname: z.string().min(1).max(50).default(VIDEO_DUB_SUBTITLE_DEFAULTS.fontName),
  fontsize: z.number().int().min(10).max(120).default(VIDEO_DUB_SUBTITLE_DEFAULTS.fontSize),
  wordSpace: z.number().min(0).max(20).default(0),
  /** Percent of the frame height between the bottom and the last line. */
  bottomSpace: z.number().min(0).max(50).default(VIDEO_DUB_SUBTITLE_DEFAULTS.bottomSpace),
  srtUrl: z.string().default(''),
  subtitleArrayTxt: z.array(z.string()).default([]),
  srt_len: z.number().int().min(4).max(90).default(SUBTITLE_LINE_LENGTH.videoDub),
});
export type SubtitleInfo = z.output<typeof SubtitleInfo>;
export const DEFAULT_SUBTITLE_INFO: SubtitleInfo = SubtitleInfo.parse({});

/** One spoken stretch: what was said, its translation, and where it sits in the video. */
export const DubSegment = z.object({
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(1),
  sourceText: z.string().max(2000),
  /** Empty until translated; the user may edit it. */
  translatedText: z.string().max(2000).default(''),
});
export type DubSegment = z.output<typeof DubSegment>;

const TranslationRouteView = z.object({
  engine: z.enum(['offline', 'remote']),
  /** 'es' when Apertium goes through Spanish (the UI says so). */
  pivot: z.string().nullable(),
});

export const VideoDubProject = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(VIDEO_DUB_STATES),
  stage: z.enum(VIDEO_DUB_STAGES).nullable(),
  progress: z.number(),
  /** Why it failed, in the caller's language (state failure). */
  failureReason: z.string().nullable(),
  videoLanguage: language,
  targetLanguage: language,
  people: z.number().int(),
  videoUrl: z.string(),
  thumbnailUrl: z.string(),
  /** The voice that speaks the dub. */
  originalSpeakerId: z.string(),
  /** The segments (spec §3 chat). */
  chat: z.array(DubSegment),
  subtitle: z.boolean(),
  /** Burn the subtitles into the picture (else only the SRT is delivered). */
  burnSubtitles: z.boolean(),
  subtitleInfo: SubtitleInfo,
  route: TranslationRouteView.nullable(),
  lipSync: z.boolean(),
  durationMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The dubbed video and its SRT (state success), as playable links. */
  outputUrl: z.string().nullable(),
  srtUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VideoDubProject = z.output<typeof VideoDubProject>;

/** Multipart fields next to `file`. */
export const VideoDubUploadFields = z.object({
  videoLanguage: z.string().optional(),
  targetLanguage: z.string().optional(),
  people: z.coerce.number().int().optional(),
  name: z.string().trim().max(100).optional(),
  subtitle: z.enum(['true', 'false']).default('true'),
  burnSubtitles: z.enum(['true', 'false']).default('true'),
  /** Re-render the speaking face's lips (needs one visible face). */
  lipSync: z.enum(['true', 'false']).default('false'),
});

export const VideoDubUpdateBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  chat: z.array(DubSegment).max(500).optional(),
  subtitle: z.boolean().optional(),
  burnSubtitles: z.boolean().optional(),
  subtitleInfo: SubtitleInfo.partial().optional(),
  originalSpeakerId: z.string().min(1).max(100).optional(),
  lipSync: z.boolean().optional(),
});
export type VideoDubUpdateBody = z.input<typeof VideoDubUpdateBody>;

export const VideoDubRenderBody = z.object({
  /** Translate every segment again (else only those without a translation). */
  retranslate: z.boolean().default(false),
});

export const VideoDubDownloadQuery = z.object({ kind: z.enum(['video', 'srt']).default('video') });

export const VideoDubOptions = z.object({
  languages: z.array(z.object({ code: language, labels: z.record(z.string(), z.string()) })),
  /** Languages heard offline (pocketsphinx English) or by the configured ASR server. */
  recognisable: z.array(language),
  /** Every source->target pair that translates here, with its route. */
  pairs: z.array(z.object({ source: language, target: language, route: TranslationRouteView })),
  /** Languages an installed voice speaks. */
  speakable: z.array(language),
  people: z.array(z.number().int()),
  planMaxMs: z.number().int(),
  /** Whether the lip-sync stage is available in this build. */
  lipSyncAvailable: z.boolean(),
});
export type VideoDubOptions = z.output<typeof VideoDubOptions>;

/** An unknown menuNo is a bad request (400), not a refusal. */
export const MenuRightQuery = z.object({ menuNo: z.enum(MENU_NOS) });
/** The menu-right rule's answer (platform/company/menu-rights.ts): refusal null when allowed. */
export const MenuRight = z.object({ menuNo: z.enum(MENU_NOS), allowed: z.boolean(), refusal: z.enum(MENU_REFUSALS).nullable() });
export type MenuRight = z.output<typeof MenuRight>;
