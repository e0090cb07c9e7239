import { loopSeconds, type MusicRecipe } from './music-synth.ts';

export type MusicCategory = 'ambient' | 'upbeat' | 'corporate' | 'calm' | 'news';

export interface MusicTrack extends MusicRecipe {
  category: MusicCategory;
  names: { en: string; 'zh-CN': string; 'zh-TW': string };
}

const I = [0, false] as const;
const ii = [2, true] as const;
const iii = [4, true] as const;
const IV = [5, false] as const;
const V = [7, false] as const;
const vi = [9, true] as const;
const bVII = [10, false] as const;

/** Nine loops between 30 and 60 seconds, royalty-free because they are synthesised here. */
export const MUSIC_TRACKS: readonly MusicTrack[] = [
  {
    id: 'mu-ambient-horizon',
    category: 'ambient',
    names: { en: 'Horizon pad', 'zh-CN': '地平线氛围', 'zh-TW': '地平線氛圍' },
    bpm: 64,
    bars: 12,
    root: 57,
    progression: [vi, IV, I, V],
    voices: ['pad', 'bell'],
    arpRate: 1,
  },
  {
    id: 'mu-ambient-deep-space',
    category: 'ambient',
    names: { en: 'Deep space', 'zh-CN': '深空', 'zh-TW': '深空' },
    bpm: 60,
    bars: 10,
    root: 50,
    progression: [I, bVII, IV, I],
    voices: ['pad'],
    arpRate: 1,
  },
  {
    id: 'mu-upbeat-sunny-pluck',
    category: 'upbeat',
    names: { en: 'Sunny pluck', 'zh-CN': '阳光拨弦', 'zh-TW': '陽光撥弦' },
    bpm: 112,
    bars: 20,
    root: 60,
    progression: [I, V, vi, IV],
    voices: ['pluck', 'bass', 'kick', 'hat'],
    arpRate: 2,
  },
  {
    id: 'mu-upbeat-bright-day',
    category: 'upbeat',
    names: { en: 'Bright day', 'zh-CN': '明媚一天', 'zh-TW': '明媚一天' },
    bpm: 120,
    bars: 20,
    root: 62,
    progression: [I, IV, vi, V],
    voices: ['pluck', 'stab', 'kick', 'hat'],
    arpRate: 4,
  },
  {
    id: 'mu-corporate-momentum',
    category: 'corporate',
    names: { en: 'Momentum', 'zh-CN': '动力', 'zh-TW': '動力' },
    bpm: 100,
    bars: 16,
    root: 55,
    progression: [I, vi, IV, V],
    voices: ['piano', 'pad', 'bass', 'kick'],
    arpRate: 2,
  },
  {
    id: 'mu-corporate-progress',
    category: 'corporate',
    names: { en: 'Progress report', 'zh-CN': '进度汇报', 'zh-TW': '進度匯報' },
    bpm: 96,
    bars: 16,
    root: 57,
    progression: [IV, I, V, vi],
    voices: ['pluck', 'pad', 'bass', 'hat'],
    arpRate: 2,
  },
  {
    id: 'mu-calm-piano-morning',
    category: 'calm',
    names: { en: 'Morning piano', 'zh-CN': '清晨钢琴', 'zh-TW': '清晨鋼琴' },
    bpm: 72,
    bars: 12,
    root: 60,
    progression: [I, iii, IV, V],
    voices: ['piano'],
    arpRate: 2,
  },
  {
    id: 'mu-calm-reflection',
    category: 'calm',
    names: { en: 'Reflection', 'zh-CN': '沉思', 'zh-TW': '沉思' },
    bpm: 66,
    bars: 10,
    root: 53,
    progression: [vi, ii, V, I],
    voices: ['piano', 'pad'],
    arpRate: 1,
  },
  {
    id: 'mu-news-headline',
    category: 'news',
    names: { en: 'Headline sting', 'zh-CN': '新闻片头', 'zh-TW': '新聞片頭' },
    bpm: 124,
    bars: 16,
    root: 50,
    progression: [I, I, bVII, V],
    voices: ['stab', 'bass', 'kick', 'hat', 'bell'],
    arpRate: 4,
  },
];

export const MUSIC_CATEGORY_NAMES: Record<MusicCategory, MusicTrack['names']> = {
  ambient: { en: 'Ambient', 'zh-CN': '氛围', 'zh-TW': '氛圍' },
  upbeat: { en: 'Upbeat', 'zh-CN': '轻快', 'zh-TW': '輕快' },
  corporate: { en: 'Corporate', 'zh-CN': '企业', 'zh-TW': '企業' },
  calm: { en: 'Calm', 'zh-CN': '舒缓', 'zh-TW': '舒緩' },
  news: { en: 'News', 'zh-CN': '新闻', 'zh-TW': '新聞' },
};

export function musicTrack(id: string): MusicTrack | undefined {
  return MUSIC_TRACKS.find((t) => t.id === id);
}

export function trackDurationMs(track: MusicTrack): number {
  return Math.round(loopSeconds(track) * 1000);
}
