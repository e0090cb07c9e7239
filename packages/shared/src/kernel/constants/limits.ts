/** Product and plan limits (product-rules#export-tiers; those of features not built yet: #planned). */
export const SHARE_VALIDITY_MAX_DAYS = 30;
export const ROLE_HISTORY_TURNS_MAX = 20;
export const DAILY_SYNTHESES_MEMBER = 30;
export const NON_MEMBER_PPT_PAGES = 6;
export const RECOMMENDED_EDIT_PAGES = 5;
export const TEXT_VIDEO_MAX_MS = 30 * 60 * 1000;
export const DUBBING_TEXT_MIN_CHARS = 15;
export const AVATAR_EDITOR_AUDIO_MAX_MS = 60_000;
export const PHOTO_TOOL_AUDIO_MAX_MS = 3 * 60_000;
export const TRANSLATION_AUDIO_MAX_MS = 3 * 60_000;
export const RECORDING_LIMITS_MS = [60_000, 3 * 60_000, 20 * 60_000] as const;
export const AI_LINE_INPUT_MAX_CHARS = 20;
export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 5000;
export const URL_VIDEO_MIN_IMAGES = 3;
export const URL_VIDEO_MAX_IMAGES = 30;
export const URL_VIDEO_MAX_VIDEOS = 5;
export const TRANSLATION_VIDEO_MIN_MS = 30_000;
export const TRANSLATION_VIDEO_MAX_MS = 5 * 60_000;
export const TRANSLATION_VIDEO_MIN_SIDE_PX = 360;
export const TRANSLATION_VIDEO_MAX_SIDE_PX = 4096;
/** New users get 1 minute of synthesis time (the users table default; product-rules#accounts-sessions). */
export const NEW_USER_GIFT_MS = 60_000;
/** ... and 30 seconds more, once, for filling the new-user questionnaire (spec §9 new-user gift). */
export const QUESTIONNAIRE_GIFT_SECONDS = 30;
/** Photo avatars deduct twice the time of a live avatar. */
export const PHOTO_AVATAR_DEDUCTION_FACTOR = 2;
/** Non-members download at 720p; members get 1080p; 4K at a higher tier (funcList value 2160). */
export const NON_MEMBER_MAX_HEIGHT = 720;
export const MEMBER_MAX_HEIGHT = 1080;
export const TIER_4K_HEIGHT = 2160;
