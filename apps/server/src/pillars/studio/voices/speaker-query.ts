import type { Voice } from '@orator/speech';
import { VIDEO_PATHS, type Speaker } from '@orator/shared';

export interface SpeakerFilter {
  language?: string;
  gender?: 'male' | 'female';
  engine?: string;
  keyword?: string;
}

/** Pure: the catalogue entries matching the speaker-store filters, in catalogue order. */
export function filterVoices(voices: readonly Voice[], filter: SpeakerFilter): Voice[] {
  const keyword = filter.keyword?.toLowerCase();
  return voices.filter(
    (v) =>
      (!filter.language || v.language === filter.language) &&
      (!filter.gender || v.gender === filter.gender) &&
      (!filter.engine || v.engine === filter.engine) &&
      (!keyword || v.name.toLowerCase().includes(keyword) || v.id.toLowerCase().includes(keyword)),
  );
}

export function toSpeaker(voice: Voice): Speaker {
  return { ...voice, sampleUrl: VIDEO_PATHS.speakerSample(voice.id) };
}

export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; total: number; page: number; size: number } {
  return { items: items.slice((page - 1) * size, page * size), total: items.length, page, size };
}
