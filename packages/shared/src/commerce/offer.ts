import { OFFER_WINDOW_MS } from '../kernel/constants/client.ts';

/**
 * The first-day offer (spec §4 'Pricing offer'): counts down 24 h from registerTime and is shown
 * only to visitors and to logged-in users with no vipType. Returns the milliseconds left, or
 * null when the offer does not apply. A visitor sees the full window (their day starts at sign-up).
 */
export function offerRemainingMs(user: { registerTime: string; vipType: 0 | 'vip' | '' } | null, now: number): number | null {
  if (!user) return OFFER_WINDOW_MS;
  if (user.vipType) return null;
  const left = Date.parse(user.registerTime) + OFFER_WINDOW_MS - now;
  return left > 0 ? left : null;
}

/** hh:mm:ss of a countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
