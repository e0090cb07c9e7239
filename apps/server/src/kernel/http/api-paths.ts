/**
 * Path prefixes that belong to the API; anything else is the single-page app. `/aiask` is shared:
 * its API lives under `/aiask/avatar/` (spec §7) while `/aiask/home`, `/aiask/digital/...`,
 * `/aiask/login` ... are pages a browser opens directly (spec §2), so only the API part is listed.
 */
export const API_PREFIXES = [
  '/userprocess',
  '/manprocess',
  '/aiask/avatar',
  '/api',
  '/oss',
  '/tts',
  '/apis',
  '/overseas-apis',
  '/coreprocess',
  '/ws',
  '/docs',
  '/openapi.json',
  '/healthz',
];

/** True when a path is answered by the API (a JSON 404 when no route matches), not the web app. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
