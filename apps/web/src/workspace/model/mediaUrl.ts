/** Links to stored objects carry the session as ww_token (spec §7): <img>, <video> and downloads cannot send headers. */
export function withToken(url: string, token: string | null): string {
  if (!token || !url.startsWith('/oss/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}ww_token=${encodeURIComponent(token)}`;
}
