/**
 * Video translation rules (product-rules#video-dub; spec §5 translation upload, §6
 * translation_maxDurationPerVideo). Pure: the translation wizard and the server call the same code.
 */
import { VIDEO_LANGUAGES } from '../../kernel/constants/languages.ts';
import {
  TRANSLATION_VIDEO_MAX_MS,
  TRANSLATION_VIDEO_MAX_SIDE_PX,
  TRANSLATION_VIDEO_MIN_MS,
  TRANSLATION_VIDEO_MIN_SIDE_PX,
} from '../../kernel/constants/limits.ts';
import { TRANSLATION_VIDEO_MAX_BYTES } from '../../kernel/constants/upload.ts';
import type { ErrorKey } from '../../kernel/errors.ts';

// ---------------------------------------------------------------- languages and routes

/** Languages a video may be in or be dubbed into: the content languages without 'auto' (ASR needs the language). */
export const TRANSLATION_LANGUAGES = VIDEO_LANGUAGES.filter((l) => l.code !== 'auto');
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number]['code'];
export const TRANSLATION_LANGUAGE_CODES = TRANSLATION_LANGUAGES.map((l) => l.code) as [TranslationLanguage, ...TranslationLanguage[]];

/** ISO 639-1 code of a content language (what translation servers and Apertium pairs are named by). */
export function isoLanguageOf(code: string): string {
  const lower = code.trim().toLowerCase();
  if (lower.endsWith('-yue') || lower === 'yue' || lower === 'zh-hk' || lower === 'zhcht-hk') return 'yue';
  if (lower.startsWith('zh')) return 'zh';
  if (lower === 'arxa') return 'ar';
  return lower.split(/[-_]/)[0] ?? lower;
}

/**
 * The directions Debian's Apertium packages translate (apertium-eng-spa, -es-pt, -fr-es, -spa-ita).
 * Everything else among en, es, pt, fr, it goes through Spanish; other languages need a remote engine.
 */
export const OFFLINE_TRANSLATION_PAIRS: readonly (readonly [string, string])[] = [
  ['en', 'es'],
  ['es', 'en'],
  ['es', 'pt'],
  ['pt', 'es'],
  ['es', 'fr'],
  ['fr', 'es'],
  ['es', 'it'],
  ['it', 'es'],
];
const PIVOT_LANGUAGE = 'es';

type TranslationLeg = readonly [source: string, target: string];

export type TranslationRoute =
  /** Apertium, directly (one leg) or through Spanish (two legs, `pivot` set). */
  | { engine: 'offline'; legs: TranslationLeg[]; pivot: string | null }
  /** The configured translation server or language model. */
  | { engine: 'remote' };

function offlineLeg(source: string, target: string): TranslationLeg | null {
  return OFFLINE_TRANSLATION_PAIRS.some(([s, t]) => s === source && t === target) ? [source, target] : null;
}

/**
 * How a video in `source` becomes `target` (content-language codes): the remote engine when one is
 * configured (every pair, better than rules), else Apertium directly or pivoting through Spanish;
 * null when no engine can do it (the user is told which configuration is needed).
 */
export function translationRoute(source: string, target: string, remoteConfigured: boolean): TranslationRoute | null {
  if (remoteConfigured) return { engine: 'remote' };
  const from = isoLanguageOf(source);
  const to = isoLanguageOf(target);
  const direct = offlineLeg(from, to);
  if (direct) return { engine: 'offline', legs: [direct], pivot: null };
  const first = offlineLeg(from, PIVOT_LANGUAGE);
  const second = offlineLeg(PIVOT_LANGUAGE, to);
  return first && second ? { engine: 'offline', legs: [first, second], pivot: PIVOT_LANGUAGE } : null;
}

// ---------------------------------------------------------------- upload rules

/** Containers the upload takes (spec §5: mp4, QuickTime or webm), by the MIME type its bytes sniff as. */
const TRANSLATION_VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const TRANSLATION_VIDEO_ACCEPT = '.mp4,.mov,.webm,video/mp4,video/quicktime,video/webm';
/** Number of people the user may say are in the video. */
export const TRANSLATION_PEOPLE = [1, 2, 3, 4, 5] as const;
/** The upload route stops reading past this (spec §5: at most 500 MB). */
export const TRANSLATION_VIDEO_MAX_BYTES_CEILING = TRANSLATION_VIDEO_MAX_BYTES;

export interface TranslationUploadFacts {
  videoLanguage?: string | null;
  targetLanguage?: string | null;
  people?: number | null;
  /** Sniffed (server) or reported (browser) MIME type. */
  mimeType: string;
  size: number;
  /** null when the file could not be read as a video. */
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

export interface TranslationRefusal {
  key: ErrorKey;
  params?: Record<string, string | number>;
}

const known = (code: string | null | undefined): code is string =>
  typeof code === 'string' && (TRANSLATION_LANGUAGE_CODES as readonly string[]).includes(code);

/** The languages and people part, checked before any byte is sent. */
export function checkTranslationChoices(
  facts: Pick<TranslationUploadFacts, 'videoLanguage' | 'targetLanguage' | 'people'>,
): TranslationRefusal | null {
  if (!known(facts.targetLanguage)) return { key: 'translationTargetRequired' };
  if (!known(facts.videoLanguage)) return { key: 'translationVideoLanguageRequired' };
  if (!facts.people || !(TRANSLATION_PEOPLE as readonly number[]).includes(facts.people)) return { key: 'translationPeopleRequired' };
  if (facts.videoLanguage === facts.targetLanguage) return { key: 'translationSameLanguage' };
  return null;
}

/**
 * Spec §5 translation upload, in the order a user can fix things: choices, format, size, length
 * (30 s..5 min, then the plan's translation_maxDurationPerVideo), dimensions (360..4096 per side).
 */
export function checkTranslationUpload(facts: TranslationUploadFacts, planMaxMs: number): TranslationRefusal | null {
  const choices = checkTranslationChoices(facts);
  if (choices) return choices;
  if (!(TRANSLATION_VIDEO_MIME_TYPES as readonly string[]).includes(facts.mimeType)) return { key: 'fileFormatNotSupported' };
  if (facts.size <= 0) return { key: 'emptyFile' };
  if (facts.size > TRANSLATION_VIDEO_MAX_BYTES) return { key: 'fileSizeExceeded' };
  if (facts.durationMs === null || facts.width === null || facts.height === null) return { key: 'fileFormatNotSupported' };
  if (facts.durationMs < TRANSLATION_VIDEO_MIN_MS || facts.durationMs > TRANSLATION_VIDEO_MAX_MS)
    return { key: 'translationVideoDuration' };
  if (facts.durationMs > planMaxMs) return { key: 'translationPlanDuration', params: { minutes: Math.round(planMaxMs / 60_000) } };
  const sides = [facts.width, facts.height];
  if (sides.some((side) => side < TRANSLATION_VIDEO_MIN_SIDE_PX || side > TRANSLATION_VIDEO_MAX_SIDE_PX))
    return { key: 'translationVideoDimensions' };
  return null;
}

// ---------------------------------------------------------------- segments

export interface TimedSegmentText {
  startMs: number;
  endMs: number;
  sourceText: string;
}

/** Edited segments: text present, start < end, inside the video, in order without overlap. */
export function segmentsAreValid(segments: readonly TimedSegmentText[], durationMs: number): boolean {
  return segments.every((segment, index) => {
    const next = segments[index + 1];
    return (
      segment.sourceText.trim().length > 0 &&
      segment.startMs >= 0 &&
      segment.endMs > segment.startMs &&
      segment.endMs <= durationMs &&
      (!next || next.startMs >= segment.endMs)
    );
  });
}
