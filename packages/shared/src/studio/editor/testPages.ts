import { pageElementSchema, type PageElement } from '../project/elements.ts';
import { pageSchema, type ProjectPage } from '../project/page.ts';
import type { IdSource } from './types.ts';

/** Builders for the editor tests. */
const LONG_TEXT = 'This page has enough words to be spoken.';

export function element(input: Record<string, unknown>): PageElement {
  return pageElementSchema.parse(input);
}

export function page(uuid: string, duration: number, elements: Record<string, unknown>[] = []): ProjectPage {
  return pageSchema.parse({ uuid, duration, elements });
}

export function speakingPage(uuid: string, duration: number, text = LONG_TEXT): ProjectPage {
  return page(uuid, duration, [
    { uuid: `${uuid}-bg`, type: 'image', url: 'bg.png', isBg: 1, position: { width: 1280, height: 720 } },
    {
      uuid: `${uuid}-man`,
      type: 'digitalMan',
      url: 'man.png',
      speaker_id: 'anna',
      position: { width: 300, height: 600 },
      zIndex: 1,
      audio_url: 'speech.mp3',
      magic_audio_id: 'm1',
      avatarActionInfos: [{ actionKey: 'wave', startTime: 0 }],
      actionType: 'wave',
    },
    { uuid: `${uuid}-title`, type: 'title', text: 'Hello', style: {}, position: { width: 400, height: 80 }, zIndex: 2 },
    {
      uuid: `${uuid}-sub`,
      type: 'subtitle',
      srt_address: 'a.srt',
      srt_len: 90,
      subtitles: [{ start: 0, duration: 1000, original_text: 'x', text: 'x' }],
    },
    { uuid: `${uuid}-dub`, type: 'dubbing', text },
  ]);
}

export function counterIds(prefix = 'id'): IdSource {
  let n = 0;
  return () => `${prefix}${++n}`;
}
