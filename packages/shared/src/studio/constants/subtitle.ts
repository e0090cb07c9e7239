import type { RatioKey } from '../project/screen.ts';

/** Subtitle line length (characters per line) (product-rules#export-subtitles). */
export const SUBTITLE_LINE_LENGTH = {
  landscape: 90,
  other: 32,
  videoDub: 18,
} as const;

/** 90 characters for 16:9 (ratio 0), 32 for the other ratios, 18 in video dubbing. */
export function defaultSubtitleLineLength(ratio: RatioKey, isVideoDub = false): number {
  if (isVideoDub) return SUBTITLE_LINE_LENGTH.videoDub;
  return ratio === 0 ? SUBTITLE_LINE_LENGTH.landscape : SUBTITLE_LINE_LENGTH.other;
}

/** Video-dub subtitle defaults (product-rules#export-subtitles). */
export const VIDEO_DUB_SUBTITLE_DEFAULTS = {
  fontSize: 30,
  bottomSpace: 6,
  fontName: 'STSong',
} as const;

/** Defaults of a subtitle track's textStyle (product-rules#timeline). */
export const SUBTITLE_TRACK_TEXT_STYLE_DEFAULTS = {
  font: 'SimHei',
  fontBold: false,
  fontItalic: false,
  fontUline: false,
  fontColor: '#ffffff',
  fontAlign: 'center',
  fontSize: 60,
} as const;
