import type { CropRect } from '@orator/shared';

/**
 * ffmpeg arguments of the photo tools (spec §4: colorizing, high-definition rendering, crop).
 * The cover is always rebuilt from the original photo in one pass: crop, then colour, then the
 * upscale, so turning a tool off is exact and repeated edits never compound losses.
 */
export interface PhotoToolPlan {
  crop: CropRect | null;
  color: boolean;
  /** Upscale factor of the high-definition tool; null = tool off. */
  enhance: number | null;
}

/**
 * Colour enhancement: per-channel histogram stretch (auto levels; the channel independence
 * also neutralises a colour cast, i.e. white balance), then a little more saturation and contrast.
 */
export const COLOR_FILTERS = [
  'normalize=blackpt=black:whitept=white:smoothing=0:independence=0.8:strength=0.85',
  'eq=saturation=1.25:contrast=1.04',
];

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** High definition: light denoise first (so it is not sharpened), a lanczos upscale, then an unsharp mask. */
export function enhanceFilters(width: number, height: number, factor: number): string[] {
  return [
    'hqdn3d=1.5:1.5:3:3',
    `scale=${even(width * factor)}:${even(height * factor)}:flags=lanczos`,
    'unsharp=lx=5:ly=5:la=0.9:cx=5:cy=5:ca=0',
  ];
}

/** The filter chain for a plan applied to an image of `width` x `height`. */
export function photoToolFilters(plan: PhotoToolPlan, width: number, height: number): string[] {
  const filters: string[] = [];
  let w = width;
  let h = height;
  if (plan.crop) {
    filters.push(`crop=${plan.crop.width}:${plan.crop.height}:${plan.crop.x}:${plan.crop.y}`);
    w = plan.crop.width;
    h = plan.crop.height;
  }
  if (plan.color) filters.push(...COLOR_FILTERS);
  if (plan.enhance) filters.push(...enhanceFilters(w, h, plan.enhance));
  return filters;
}

/** One still image in, one high-quality JPEG out (q 2; the original's EXIF orientation is applied by ffmpeg's autorotate). */
export function photoToolArgs(input: string, output: string, plan: PhotoToolPlan, size: { width: number; height: number }): string[] {
  const filters = photoToolFilters(plan, size.width, size.height);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    input,
    ...(filters.length ? ['-vf', filters.join(',')] : []),
    '-frames:v',
    '1',
    '-q:v',
    '2',
    output,
  ];
}
