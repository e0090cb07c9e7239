import crypto from 'node:crypto';
import type { SliderChallenge } from '@orator/shared';
import { badRequest } from '../../../../kernel/http/app-error.ts';
import { msAfter, type Clock } from '../../../../kernel/clock.ts';
import type { RateLimiter } from '../../../../kernel/rate-limit/rate-limiter.ts';
import type { RateLimitSettings } from '../../../../kernel/rate-limit/rate-limits.ts';
import { randomSecret, sha256 } from '../secrets.ts';
import type { SliderRepo } from './slider-repo.ts';
import { drawSliderImages, pngDataUrl, seededRandom } from './slider-drawing.ts';
import {
  CHALLENGE_TTL_MS,
  fitsGap,
  looksLikeAHand,
  pickGapPosition,
  PIECE_SIZE,
  SLIDER_HEIGHT,
  SLIDER_TOKEN_TTL_MS,
  SLIDER_WIDTH,
} from './slider-rules.ts';

/** Old challenges are deleted this long after they expired (kept briefly for diagnosis). */
const CLEANUP_AFTER_MS = 60 * 60_000;

/**
 * The slider puzzle check in front of password logins and code sending. Challenges and
 * tokens live in the database so any web process can verify what another one drew.
 */
export class SliderService {
  constructor(
    private readonly repo: SliderRepo,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimitSettings,
  ) {}

  async challenge(ip: string): Promise<SliderChallenge> {
    await this.limiter.consume(`slider-draw:${ip}`, [this.limits.sliderChallengesPerIp]);
    const random = seededRandom(crypto.randomInt(0, 2 ** 32));
    const gap = pickGapPosition(random);
    const images = await drawSliderImages(random, gap);
    const id = crypto.randomUUID();
    const now = this.clock.now();
    await this.repo.deleteExpiredBefore(new Date(now.getTime() - CLEANUP_AFTER_MS));
    await this.repo.insert({
      id,
      answerX: gap.x,
      pieceY: gap.y,
      createdAt: now,
      expiresAt: msAfter(this.clock, CHALLENGE_TTL_MS),
    });
    return {
      id,
      background: pngDataUrl(images.background),
      piece: pngDataUrl(images.piece),
      width: SLIDER_WIDTH,
      height: SLIDER_HEIGHT,
      pieceSize: PIECE_SIZE,
      pieceY: gap.y,
    };
  }

  /** One attempt per challenge, right or wrong; a fit yields a single-use token for 2 minutes. */
  async verify(ip: string, id: string, x: number, trail: [number, number][] | undefined): Promise<string> {
    await this.limiter.consume(`slider-try:${ip}`, [this.limits.sliderAttemptsPerIp]);
    const now = this.clock.now();
    const challenge = await this.repo.takeAttempt(id, now);
    if (!challenge) throw badRequest('sliderFailed');
    const solved = challenge.expiresAt > now && fitsGap(challenge.answerX, x) && looksLikeAHand(trail, x);
    if (!solved) throw badRequest('sliderFailed');
    const token = randomSecret();
    await this.repo.setToken(id, sha256(token), msAfter(this.clock, SLIDER_TOKEN_TTL_MS));
    return token;
  }

  /** Spends a slider token; a missing, used or expired one answers 'sliderFailed'. */
  async spendToken(token: string | undefined): Promise<void> {
    if (!token) throw badRequest('sliderFailed');
    const now = this.clock.now();
    if (!(await this.repo.spendToken(sha256(token), now))) throw badRequest('sliderFailed');
  }

  /** The gap position, for automated browser tests only (the route exists in test mode only). */
  answerFor(id: string): Promise<number | null> {
    return this.repo.answerX(id);
  }
}
