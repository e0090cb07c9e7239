import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

describe('product constants', () => {
  it('has the exact storage and upload sizes in bytes', () => {
    expect(C.STORAGE_BYTES_NON_MEMBER).toBe(1_073_741_824);
    expect(C.STORAGE_BYTES_MEMBER).toBe(32_212_254_720);
    expect(C.UPLOAD_SLICE_BYTES).toBe(4 * 1024 * 1024);
    expect(C.UPLOAD_MAX_BYTES).toEqual({ image: 5_242_880, audio: 52_428_800, media: 104_857_600, video: 209_715_200, file: 20_971_520 });
  });

  it('has the timeline numbers', () => {
    expect([C.TIMELINE_FRAME_MS, C.TIMELINE_FPS, C.TIMELINE_ZOOM_MAX, C.TIMELINE_ZOOM_DEFAULT]).toEqual([40, 25, 59, 6]);
    expect([C.TIMELINE_PANEL_STEP_MIN_MS, C.TIMELINE_PANEL_STEP_MAX_MS]).toEqual([400, 7_200_000]);
  });

  it('picks the subtitle line length per ratio and video dub', () => {
    expect(C.defaultSubtitleLineLength(0)).toBe(90);
    expect(C.defaultSubtitleLineLength(1)).toBe(32);
    expect(C.defaultSubtitleLineLength(4)).toBe(32);
    expect(C.defaultSubtitleLineLength(0, true)).toBe(18);
  });

  it('places the watermark 20 px in on wide canvases and 8 px on narrow ones', () => {
    expect(C.watermarkLeftFor(0)).toBe(20);
    expect(C.watermarkLeftFor(1)).toBe(8);
  });

  it('lists the 14 content languages (auto first), each labelled in three UI languages', () => {
    expect(C.VIDEO_LANGUAGE_CODES).toHaveLength(14);
    expect(C.VIDEO_LANGUAGE_CODES[0]).toBe('auto');
    for (const language of C.VIDEO_LANGUAGES) {
      expect(Object.keys(language.labels).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
    }
  });
});
