/** Defaults for subtitles and the watermark (product-rules#export-subtitles, #export-watermark). */
import { DEFAULT_SUBTITLE_FONT } from './fonts.ts';
import type { SubtitleStyle, WatermarkSpec } from './scene.ts';
import type { Ratio } from './sizes.ts';
import { defaultLineLength } from './subtitle-wrap.ts';

export function defaultSubtitleStyle(ratio: Ratio): SubtitleStyle {
  return {
    fontFamily: DEFAULT_SUBTITLE_FONT,
    fontSize: 30,
    bold: false,
    italic: false,
    color: '#ffffff',
    outlineColor: 'rgba(0,0,0,0.85)',
    outlineWidth: 3,
    backgroundColor: null,
    bottomPercent: 6,
    lineLength: defaultLineLength(ratio),
    lineSpacing: 1.3,
  };
}

/** The generated-by-AI notice (type 1008): font 25, white, grey stroke 2, left 20 / top 8. */
export function defaultTextWatermark(text: string): WatermarkSpec {
  return {
    kind: 'text',
    text,
    corner: 'top-left',
    offsetX: 20,
    offsetY: 8,
    fontSize: 25,
    color: '#ffffff',
    strokeColor: '#808080',
    strokeWidth: 2,
  };
}
