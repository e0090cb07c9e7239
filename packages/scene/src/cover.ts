/**
 * Covers of finished videos (product-rules#projects-cover): the cover document laid out in the
 * ratio's base units and turned into a one-frame Scene. The editor's preview and the server's
 * stored cover both draw this scene with the one frame renderer, so the preview is the output.
 */
import {
  COVER_TITLE_LINE_SPACING,
  COVER_TITLE_WIDTH_FRACTION,
  type CoverDocument,
  type CoverSticker,
  type CoverTitle,
} from '@orator/shared';
import { defaultSubtitleStyle } from './defaults.ts';
import { cssFont } from './fonts.ts';
import type { Box, Layer, Scene, TextStyle } from './scene.ts';
import { baseSize, type Ratio } from './sizes.ts';
import type { TextMeasure } from './subtitle-layout.ts';
import { wrapLines } from './subtitle-wrap.ts';

/** Lines are broken a little short of the box so a drawn size's rounding never wraps them again. */
const WRAP_SLACK = 0.97;

export interface CoverTitleLayout {
  /** The title's lines, joined by newlines (the text block keeps explicit breaks). */
  lines: string[];
  box: Box;
}

export interface CoverLayout {
  title: CoverTitleLayout | null;
  sticker: Box | null;
}

/** The text block's inner padding (text-block.ts): the stroke width, at least 4 base units. */
function titlePadding(title: Pick<CoverTitle, 'strokeWidth'>): number {
  return Math.max(title.strokeWidth, 4);
}

function titleFont(title: Pick<CoverTitle, 'fontFamily' | 'fontSize' | 'bold'>): string {
  return cssFont({ family: title.fontFamily, sizePx: title.fontSize, bold: title.bold });
}

/**
 * The title box: the middle 90% of the frame width, as tall as its lines, centred on
 * `verticalPercent` of the frame height and kept inside the frame.
 */
export function layoutCoverTitle(title: CoverTitle, ratio: Ratio, measure: TextMeasure): CoverTitleLayout | null {
  const base = baseSize(ratio);
  const width = base.width * COVER_TITLE_WIDTH_FRACTION;
  const padding = titlePadding(title);
  const font = titleFont(title);
  const room = (width - padding * 2) * WRAP_SLACK;
  const lines = wrapLines(title.text, (line) => measure(line, font) <= room);
  if (lines.length === 0) return null;
  const height = Math.min(base.height, lines.length * title.fontSize * COVER_TITLE_LINE_SPACING + padding * 2);
  const centre = (title.verticalPercent / 100) * base.height;
  const top = Math.min(Math.max(0, centre - height / 2), base.height - height);
  return { lines, box: { left: (base.width - width) / 2, top, width, height } };
}

/** The sticker's square, centred on its point and kept inside the frame. */
export function layoutCoverSticker(sticker: CoverSticker, ratio: Ratio): Box {
  const base = baseSize(ratio);
  const side = Math.min(base.width, (sticker.sizePercent / 100) * base.height);
  const clamp = (centre: number, extent: number) => Math.min(Math.max(0, centre - side / 2), extent - side);
  return {
    left: clamp((sticker.xPercent / 100) * base.width, base.width),
    top: clamp((sticker.yPercent / 100) * base.height, base.height),
    width: side,
    height: side,
  };
}

export function layoutCover(doc: CoverDocument, ratio: Ratio, measure: TextMeasure): CoverLayout {
  return {
    title: layoutCoverTitle(doc.title, ratio, measure),
    sticker: doc.sticker ? layoutCoverSticker(doc.sticker, ratio) : null,
  };
}

export interface CoverSceneInput {
  ratio: Ratio;
  /** Output pixels. */
  width: number;
  height: number;
  /** The asset urls the host's AssetProvider answers: the background image (a frame or a stored image) and the sticker. */
  backgroundUrl: string;
  stickerUrl: string | null;
  measure: TextMeasure;
}

const STILL = { startMs: 0, durationMs: 1000, rotation: 0, opacity: 1, animationIn: null, animationOut: null } as const;

function titleStyle(title: CoverTitle): TextStyle {
  return {
    fontFamily: title.fontFamily,
    fontSize: title.fontSize,
    bold: title.bold,
    italic: false,
    underline: false,
    letterSpacing: 0,
    lineSpacing: COVER_TITLE_LINE_SPACING,
    color: title.color,
    strokeColor: title.strokeColor,
    strokeWidth: title.strokeColor ? title.strokeWidth : 0,
    fillColor: null,
    align: title.align,
  };
}

/** The cover as a scene: the background filling the frame, the sticker, then the title on top. Draw it at time 0. */
export function coverScene(doc: CoverDocument, input: CoverSceneInput): Scene {
  const layout = layoutCover(doc, input.ratio, input.measure);
  const layers: Layer[] = [];
  if (layout.sticker && input.stickerUrl)
    layers.push({ ...STILL, kind: 'image', id: 'cover-sticker', url: input.stickerUrl, fit: 'contain', box: layout.sticker });
  if (layout.title)
    layers.push({
      ...STILL,
      kind: 'text',
      id: 'cover-title',
      text: layout.title.lines.join('\n'),
      style: titleStyle(doc.title),
      box: layout.title.box,
    });
  return {
    ratio: input.ratio,
    width: input.width,
    height: input.height,
    durationMs: STILL.durationMs,
    background: { kind: 'image', url: input.backgroundUrl, fit: 'cover', color: '#000000' },
    layers,
    subtitles: null,
    subtitleStyle: defaultSubtitleStyle(input.ratio),
    watermark: null,
  };
}
