/** Track-editor constants (product-rules#timeline). Times in ms. */
export const TIMELINE_FRAME_MS = 40;
export const TIMELINE_FPS = 1000 / TIMELINE_FRAME_MS;
export const TIMELINE_ZOOM_MIN = 0;
export const TIMELINE_ZOOM_MAX = 59;
export const TIMELINE_ZOOM_DEFAULT = 6;
export const TIMELINE_PANEL_COUNT = 20;
export const TIMELINE_PANEL_STEP_MIN_MS = 400;
export const TIMELINE_PANEL_STEP_MAX_MS = 7_200_000;
/** Width of one panel (one ruler step) in px. */
export const TIMELINE_PANEL_WIDTH_PX = 50;
export const TIMELINE_MAX_TRACK_DURATION_MS = 180_000;
export const DEFAULT_CLIP_DURATION_MS = 5000;
export const DEFAULT_SCALE = 100;
export const DEFAULT_AUDIO_DB = 100;
/** Display format of timeline times; ff = frame within the second at 25 fps. */
export const TIME_DISPLAY_FORMAT = 'hh:mm:ss.ff';
/** The only accepted input format for typed times. */
export const TIME_INPUT_FORMAT = 'hh:mm:ss,mmm';
