import type { LoginResult } from '@orator/shared';
import { badRequest, conflict } from '../../../kernel/http/app-error.ts';
import type { PasswordHasher } from './passwords.ts';
import type { RequestMeta } from './ports.ts';
import type { Profiles } from './profile.ts';
import type { RateLimiter, Reservation } from '../../../kernel/rate-limit/rate-limiter.ts';
import type { RateLimitSettings } from '../../../kernel/rate-limit/rate-limits.ts';
import type { SessionStore, UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { SliderService } from './slider/slider-service.ts';
import { normalizeEmail, type UserDirectory } from './users.ts';
import type { VerificationCodes } from './verification-codes.ts';

/** Field formats, password rules and agreement are checked by the route schemas before these run. */
export interface PasswordLogin {
  account: string;
  password: string;
  sliderToken: string;
}
export interface CodeAndPassword {
  account: string;
  code: string;
  password: string;
}

type Channel = 'email' | 'phone';

/**
 * Register, log in and reset the password, by email or by phone. A code that sets a
 * password must have been issued within the last 10 minutes (product-rules#accounts-codes), which is exactly
 * its validity, so a late code answers 'passwordWindowExpired'.
 *
 * Whether an account exists is said only after the code proved the caller holds the
 * address; before that, answers are the same for every address. Each code check counts
 * its guess first (so concurrent guesses are ordered), then the limits, then the verdict.
 */
export class SignInFlows {
  constructor(
    private readonly users: UserDirectory,
    private readonly codes: VerificationCodes,
    private readonly slider: SliderService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly profiles: Profiles,
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimitSettings,
  ) {}

  async register(channel: Channel, input: CodeAndPassword, meta: RequestMeta): Promise<LoginResult> {
    const account = this.normalize(channel, input.account);
    const guess = await this.codes.guess({
      recipients: [account],
      scene: 'register',
      code: input.code,
      expiredKey: 'passwordWindowExpired',
    });
    await this.countProbe(meta);
    await this.codes.settle(guess);
    if (await this.find(channel, account)) throw conflict(channel === 'email' ? 'emailAlreadyRegistered' : 'phoneAlreadyRegistered');
    const passwordHash = await this.passwords.hash(input.password);
    const user = await this.users.create(channel === 'email' ? { email: account, passwordHash } : { phone: account, passwordHash });
    return this.profiles.startSession(user);
  }

  async loginWithPassword(channel: Channel, input: PasswordLogin, meta: RequestMeta): Promise<LoginResult> {
    const account = this.normalize(channel, input.account);
    await this.slider.spendToken(input.sliderToken);
    const attempt = await this.reserveFailure(account, meta);
    const user = await this.find(channel, account);
    if (!user || !(await this.passwords.matches(user.passwordHash, input.password))) {
      throw badRequest(channel === 'email' ? 'emailOrPasswordIncorrect' : 'phoneOrPasswordIncorrect');
    }
    await attempt.release();
    return this.profiles.startSession(user);
  }

  /** SMS login; a phone seen for the first time becomes a new account (agreement checked by the route). */
  async loginWithSms(phone: string, code: string, meta: RequestMeta): Promise<LoginResult> {
    const guess = await this.codes.guess({ recipients: [phone], scene: 'login', code });
    const attempt = await this.reserveFailure(phone, meta);
    await this.codes.settle(guess);
    await attempt.release();
    const user = (await this.users.byPhone(phone)) ?? (await this.users.create({ phone }));
    return this.profiles.startSession(user);
  }

  /** Forgot password: sets a new one and logs every device out. */
  async resetPassword(channel: Channel, input: CodeAndPassword, meta: RequestMeta): Promise<void> {
    const account = this.normalize(channel, input.account);
    const guess = await this.codes.guess({ recipients: [account], scene: 'reset', code: input.code, expiredKey: 'passwordWindowExpired' });
    await this.countProbe(meta);
    await this.codes.settle(guess);
    const user = await this.find(channel, account);
    if (!user) throw badRequest('accountNotFound');
    await this.users.update(user.id, { passwordHash: await this.passwords.hash(input.password) });
    await this.sessions.revokeAllFor(user.id);
  }

  private normalize(channel: Channel, account: string): string {
    return channel === 'email' ? normalizeEmail(account) : account.trim();
  }

  private find(channel: Channel, account: string): Promise<UserRow | null> {
    return channel === 'email' ? this.users.byEmail(account) : this.users.byPhone(account);
  }

  /** Register and reset checks probe an address whatever the outcome: each one counts per IP. */
  private async countProbe(meta: RequestMeta): Promise<void> {
    await this.limiter.consume(`code-check-ip:${meta.ip}`, [this.limits.codeChecksPerIp]);
  }

  /**
   * A login attempt counts as a failure for the account and the IP until it succeeds, so
   * concurrent attempts cannot all pass a check made before any of them failed.
   */
  private reserveFailure(account: string, meta: RequestMeta): Promise<Reservation> {
    return this.limiter.reserve([
      { key: `login:${account}`, limits: [this.limits.loginFailuresPerAccount] },
      { key: `login-ip:${meta.ip}`, limits: [this.limits.loginFailuresPerIp] },
    ]);
  }
}
