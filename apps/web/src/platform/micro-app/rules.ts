import type { ErrorKey } from '@orator/shared';

/**
 * The micro-app loader's rules (spec §5, §9; product-rules#micro-apps): pure, so the loader and its
 * tests share them.
 */
export const MICRO_APP_VERSION = '0.8.11';
export const MICRO_APP_TAG_PREFIX = 'micro-app';

export interface MicroAppOptions {
  name: string;
  url: string;
  tagName: string;
}

/** The spec's refusal, or null: non-empty name and url, a custom tag beginning with micro-app. */
export function checkMicroAppOptions(options: Partial<MicroAppOptions>): ErrorKey | null {
  if (!options.name?.trim() || !options.url?.trim()) return 'microAppNeedsNameAndUrl';
  if (!isMicroAppTag(options.tagName ?? '')) return 'microAppTagInvalid';
  return null;
}

/** A valid custom-element name that begins with micro-app (custom elements need a hyphen and lower case). */
export function isMicroAppTag(tagName: string): boolean {
  return tagName.startsWith(MICRO_APP_TAG_PREFIX) && /^micro-app(-[a-z0-9]+)*$/.test(tagName);
}

/** The element a configured micro-app is mounted in. */
export function microAppTagOf(name: string): string {
  return `${MICRO_APP_TAG_PREFIX}-${name}`;
}

/** A sub-app's asset address, resolved against the address its HTML came from; only http(s). */
export function assetUrl(reference: string, base: string): string | null {
  try {
    const url = new URL(reference, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
