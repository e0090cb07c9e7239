import { z } from 'zod';

/**
 * Resolution choices of the project (low, medium, high: product-rules#export-tiers). The plan
 * table gates them, so they live with the plans; the project model re-exports them.
 */
export const RESOLUTIONS = ['low', 'medium', 'high'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const resolutionSchema = z.enum(RESOLUTIONS);

/**
 * The one record of a resolution choice (product-rules#export-tiers): the renderer's tier, the
 * output's short side in pixels and the label every screen shows. The export dialog, the plan
 * tables, the plan rules and the render job all read it, so they cannot disagree.
 */
export const RESOLUTION_RECORDS = {
  low: { tier: '720p', height: 720, label: '720P' },
  medium: { tier: '1080p', height: 1080, label: '1080P' },
  high: { tier: '4k', height: 2160, label: '4K' },
} as const satisfies Record<Resolution, { tier: string; height: number; label: string }>;
