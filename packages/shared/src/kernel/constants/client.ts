/** Client timing and display constants (product-rules#api-client, #web-app; ms unless named otherwise). */
export const REQUEST_TIMEOUT_VIDEO_MS = 120_000;
export const REQUEST_TIMEOUT_CONVERSATION_MS = 600_000;
export const REQUEST_TIMEOUT_TTS_DEMO_MS = 600_000;
export const ERROR_TOAST_MS = 5000;
export const TOAST_DEFAULT_MS = 3000;
export const NOTIFICATION_DEFAULT_MS = 4500;
export const BADGE_MAX = 99;
export const BASE_OVERLAY_Z_INDEX = 2000;
export const DEBOUNCE_DEFAULT_MS = 300;
export const GENERATED_ID_LENGTH = 32;
export const MONEY_DIVISOR = 100;
export const UNDO_HISTORY_LIMIT = 20;
export const SPEAKER_STORE_PAGE_SIZE = 2000;
/** First-day offer counts down this long from registerTime. */
export const OFFER_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FILE_SIZE_KB_THRESHOLD = 1024;
export const FILE_SIZE_MB_THRESHOLD = 1_048_576;
