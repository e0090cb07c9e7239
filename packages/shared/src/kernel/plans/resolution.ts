import { z } from 'zod';

/**
 * Resolution choices of the project (low, medium, high: product-rules#export-tiers). The plan
 * table gates them, so they live with the plans; the project model re-exports them.
 */
export const RESOLUTIONS = ['low', 'medium', 'high'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const resolutionSchema = z.enum(RESOLUTIONS);
