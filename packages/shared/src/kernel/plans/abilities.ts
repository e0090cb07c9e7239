import { RESOLUTION_RECORDS, RESOLUTIONS, type Resolution } from './resolution.ts';
import { funcValue, type FuncItem } from './catalogue.ts';

const GB = 1024 * 1024 * 1024;
const MINUTE_MS = 60_000;

/** What a plan allows, read from its funcList (spec §6 tier keys); every gate reads this shape. */
export interface PlanAbilities {
  /** Export resolutions the plan may choose (video_resolution: 720, 1080, 2160 = 4K). */
  resolutions: readonly Resolution[];
  /** Whether the plan may switch the AI-generated notice off (video_removeWatermark). */
  watermarkOptional: boolean;
  storageBytes: number;
  /** Most pages a page-style video may have; null = no plan limit. */
  maxPages: number | null;
  /** Composition seconds charged per second of 4K video (null where 4K is not offered). */
  fourKDeductionFactor: number | null;
  /** Most videos one batch run may make (funcList `batch_maxNumOfVideo`). */
  batchMaxVideos: number;
  /** Longest text or PPT video (funcList `video_maxDurationPerVideo`). */
  maxVideoMs: number;
  /**
   * Longest video the translation wizard dubs (funcList `translation_maxDurationPerVideo`): the
   * spec's "translation audio at most 3 minutes" for the free plan, the upload rule's 5 minutes for members.
   */
  translationMaxMs: number;
  /** Cloned avatars one may train (spec §8 'Insufficient number of clones'; failed trainings count until deleted). */
  maxClones: number;
  /** The writing assistant (funcList `magic_assistant`). */
  magicAssistant: boolean;
  /** Syntheses a day; null = not limited by the plan (spec §6: 30 for members). */
  dailySyntheses: number | null;
}

function numberOf(funcList: readonly FuncItem[], key: Parameters<typeof funcValue>[1]): number {
  const value = Number(funcValue(funcList, key));
  return Number.isFinite(value) ? value : 0;
}

/** Resolutions up to a height: 720 -> 720p; 1080 -> + 1080p; 2160 -> + 4K. */
export function resolutionsUpTo(height: number): Resolution[] {
  const allowed = RESOLUTIONS.filter((resolution) => RESOLUTION_RECORDS[resolution].height <= height);
  return allowed.length > 0 ? allowed : ['low'];
}

/** A plan's abilities from its funcList: the one translation from plan data to rules. */
export function abilitiesFromFuncList(funcList: readonly FuncItem[]): PlanAbilities {
  const maxPages = numberOf(funcList, 'max_pages');
  const fourK = numberOf(funcList, 'fourk_deduction_factor');
  const daily = numberOf(funcList, 'daily_syntheses');
  return {
    resolutions: resolutionsUpTo(numberOf(funcList, 'video_resolution')),
    watermarkOptional: funcValue(funcList, 'video_removeWatermark') === '1',
    storageBytes: numberOf(funcList, 'storage_gb') * GB,
    maxPages: maxPages > 0 ? maxPages : null,
    fourKDeductionFactor: fourK > 0 ? fourK : null,
    batchMaxVideos: numberOf(funcList, 'batch_maxNumOfVideo'),
    maxVideoMs: numberOf(funcList, 'video_maxDurationPerVideo') * MINUTE_MS,
    translationMaxMs: numberOf(funcList, 'translation_maxDurationPerVideo') * MINUTE_MS,
    maxClones: numberOf(funcList, 'max_clones'),
    magicAssistant: funcValue(funcList, 'magic_assistant') === '1',
    dailySyntheses: daily > 0 ? daily : null,
  };
}
