/** What the browser says about itself (navigator.userAgentData where it exists, else the user-agent string). */
export interface BrowserIdentity {
  userAgent: string;
  brands?: ReadonlyArray<{ brand: string }>;
}

/**
 * Spec §2: only one desktop browser is fully supported — Chromium (Chrome, Edge, ...). Browsers
 * with client hints name "Chromium" among their brands; others are told apart by their
 * user-agent string (Firefox and Safari never say "Chrome/"; iOS browsers are WebKit whatever they say).
 */
export function isChromium({ userAgent, brands }: BrowserIdentity): boolean {
  if (brands && brands.length > 0) return brands.some((b) => b.brand === 'Chromium');
  if (/iPhone|iPad|iPod/.test(userAgent) || /CriOS|FxiOS|EdgiOS/.test(userAgent)) return false;
  return /(Chrome|Chromium)\/\d+/.test(userAgent) && !/Firefox\//.test(userAgent);
}

/** localStorage key: the notice was shown and closed once, never again in this browser. */
export const BROWSER_NOTICE_SEEN_KEY = 'orator.browserNoticeSeen';
/** localStorage key: the id and version of the top banner the visitor closed. */
export const BANNER_DISMISSED_KEY = 'orator.bannerDismissed';
