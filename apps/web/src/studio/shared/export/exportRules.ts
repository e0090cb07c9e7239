/**
 * The export dialog's rules (product-rules#export-tiers), pure so the
 * dialog only renders them: which resolutions and watermark choices the user may pick,
 * what the file will weigh and how much composition time it deducts.
 */
import {
  bestResolutionFor,
  compositionDeductionFactor,
  compositionSeconds,
  compositionTimeRefusal,
  planTierOfUser,
  RESOLUTION_HEIGHTS,
  RESOLUTION_RECORDS,
  resolutionRefusalFor,
  watermarkRefusalFor,
  type ErrorKey,
  type PlanTier,
  type Resolution,
  type UserInfo,
} from '@orator/shared';

/** The user's plan as the shared export gate sees it (the server's compose asks the same rule). */
export type PlanLevel = PlanTier;

export function planLevelOf(user: Pick<UserInfo, 'vipType' | 'ultra'> | null): PlanLevel {
  return planTierOfUser(user);
}

/** The labels of the one resolution record (@orator/shared). */
export const RESOLUTION_LABELS: Record<Resolution, string> = {
  low: RESOLUTION_RECORDS.low.label,
  medium: RESOLUTION_RECORDS.medium.label,
  high: RESOLUTION_RECORDS.high.label,
};
export const EXPORT_RESOLUTIONS: readonly Resolution[] = ['low', 'medium', 'high'];

/** null = allowed; otherwise the catalogue message explaining why not. */
export function resolutionRefusal(resolution: Resolution, level: PlanLevel): ErrorKey | null {
  return resolutionRefusalFor(resolution, level);
}

/** Turning the watermark off is for members only (product-rules#export-tiers). */
export function watermarkRefusal(watermark: boolean, level: PlanLevel): ErrorKey | null {
  return watermarkRefusalFor(watermark, level);
}

/** The best resolution the plan allows, the dialog's default. */
export function bestAllowedResolution(level: PlanLevel): Resolution {
  return bestResolutionFor(level);
}

/**
 * Typical H.264 rates of our encoder (x264 CRF 23, illustrated scenes) in kbit/s, plus AAC
 * audio. CRF output varies with content, so the dialog calls the result an estimate.
 */
const VIDEO_KBPS: Record<Resolution, number> = { low: 1500, medium: 3000, high: 12000 };
const AUDIO_KBPS = 128;

export function estimatedBytes(durationMs: number, resolution: Resolution): number {
  const seconds = Math.max(0, durationMs) / 1000;
  return Math.round((seconds * (VIDEO_KBPS[resolution] + AUDIO_KBPS) * 1000) / 8);
}

/**
 * Composition time the export deducts: the video's duration, whole seconds rounded up, times the
 * shared deduction factor (a photo avatar counts twice, 4K at the plan's factor), as the server charges.
 */
export function deductionSeconds(durationMs: number, video: { photoAvatar: boolean; resolution: Resolution } = NORMAL_VIDEO): number {
  return compositionSeconds(durationMs, compositionDeductionFactor(video));
}

const NORMAL_VIDEO = { photoAvatar: false, resolution: 'low' } as const;

export function outputHeight(resolution: Resolution): number {
  return RESOLUTION_HEIGHTS[resolution];
}

export interface ExportChoice {
  videoName: string;
  resolution: Resolution;
  watermark: boolean;
}

/** The first reason the export cannot be submitted, or null. */
export function exportRefusal(
  choice: ExportChoice,
  level: PlanLevel,
  durationMs: number,
  remainSeconds: number,
  photoAvatar = false,
): ErrorKey | null {
  if (!choice.videoName.trim()) return 'nameRequired';
  const refusal = resolutionRefusal(choice.resolution, level) ?? watermarkRefusal(choice.watermark, level);
  if (refusal) return refusal;
  return exportTimeRefusal(choice, durationMs, remainSeconds, photoAvatar)?.error ?? null;
}

/** The balance check of the server's compose (shared rule): what the export needs and what is left, or null. */
export function exportTimeRefusal(
  choice: Pick<ExportChoice, 'resolution'>,
  durationMs: number,
  remainSeconds: number,
  photoAvatar = false,
): ReturnType<typeof compositionTimeRefusal> {
  return compositionTimeRefusal(deductionSeconds(durationMs, { photoAvatar, resolution: choice.resolution }), remainSeconds);
}
