/** Cover editing limits (product-rules#projects-cover). Sizes of text and stickers are in base units (frames are 720 high). */

/** A cover title holds at most this many characters (code points, white space included). */
export const COVER_TITLE_MAX_CHARS = 40;
export const COVER_FONT_SIZE_MIN = 16;
export const COVER_FONT_SIZE_MAX = 160;
export const COVER_STROKE_MAX = 12;
/** A sticker's height as a percentage of the frame height. */
export const COVER_STICKER_SIZE_MIN = 5;
export const COVER_STICKER_SIZE_MAX = 60;
/** Titles stay inside the middle 90% of the frame width (the subtitles' safe area). */
export const COVER_TITLE_WIDTH_FRACTION = 0.9;
/** Line height of a cover title as a multiple of its font size. */
export const COVER_TITLE_LINE_SPACING = 1.25;
