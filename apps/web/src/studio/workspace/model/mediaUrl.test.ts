import { describe, expect, it } from 'vitest';
import { linkHasExpired } from './mediaUrl.ts';

describe('signed media links', () => {
  const link = (expiresAtSeconds: number) => `/oss/orator/u/1/video.mp4?expires=${expiresAtSeconds}&signature=ab12`;
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);

  it('knows a link past its expiry (a paused player must sign it again)', () => {
    expect(linkHasExpired(link(now / 1000 - 1), now)).toBe(true);
    expect(linkHasExpired(link(now / 1000), now)).toBe(true);
  });

  it('treats a live link, an unsigned URL or no URL as a real error, not an expiry', () => {
    expect(linkHasExpired(link(now / 1000 + 60), now)).toBe(false);
    expect(linkHasExpired('/oss/orator/u/1/video.mp4', now)).toBe(false);
    expect(linkHasExpired('https://cdn.example/clip.mp4?expires=soon', now)).toBe(false);
    expect(linkHasExpired(null, now)).toBe(false);
  });
});
