/** How many events a key may record within a sliding window. */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Abuse limits of the account flows. Exceeding one answers 429 'tooManyRequests'.
 * Tests build the service with smaller numbers to reach them quickly.
 */
export interface RateLimitSettings {
  /** Wrong passwords or codes for one account (email or phone). */
  loginFailuresPerAccount: Limit;
  /** Wrong passwords or codes from one IP address (offices share one, so it is looser). */
  loginFailuresPerIp: Limit;
  /** Codes sent to one email or phone: one a minute... */
  codesPerRecipientPerMinute: Limit;
  /** ...and ten a day. */
  codesPerRecipientPerDay: Limit;
  /**
   * Code checks (register, reset) from one IP: each is a probe of some address, so they
   * count whatever the outcome.
   */
  codeChecksPerIp: Limit;
  /** Slider answers from one IP. */
  sliderAttemptsPerIp: Limit;
  /** Slider puzzles drawn for one IP (drawing costs CPU). */
  sliderChallengesPerIp: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MINUTE },
  codesPerRecipientPerMinute: { max: 1, windowMs: MINUTE },
  codesPerRecipientPerDay: { max: 10, windowMs: 24 * 60 * MINUTE },
  codeChecksPerIp: { max: 30, windowMs: 15 * MINUTE },
  sliderAttemptsPerIp: { max: 30, windowMs: 10 * MINUTE },
  sliderChallengesPerIp: { max: 60, windowMs: 10 * MINUTE },
};

/** The defaults with every maximum multiplied (operators behind a shared NAT, load tests). */
export function scaledRateLimits(scale: number): RateLimitSettings {
  if (scale === 1) return DEFAULT_RATE_LIMITS;
  const entries = Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: limit.max * scale }]);
  return Object.fromEntries(entries) as unknown as RateLimitSettings;
}
