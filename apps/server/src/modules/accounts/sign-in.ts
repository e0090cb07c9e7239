import type { LoginResult } from '@orator/shared';
import { AppError, badRequest, conflict } from '../../http/app-error.ts';
import type { PasswordHasher } from './passwords.ts';
import type { RequestMeta } from './ports.ts';
import type { Profiles } from './profile.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { RateLimitSettings } from './rate-limits.ts';
import type { SessionStore, UserRow } from './sessions.ts';
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
 * password must have been issued within the last 10 minutes (spec §5), which is exactly
 * its validity, so a late code answers 'passwordWindowExpired'.
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

  async register(channel: Channel, input: CodeAndPassword): Promise<LoginResult> {
    const account = this.normalize(channel, input.account);
    if (await this.find(channel, account)) throw conflict(channel === 'email' ? 'emailAlreadyRegistered' : 'phoneAlreadyRegistered');
    await this.codes.consume({ recipients: [account], scene: 'register', code: input.code, expiredKey: 'passwordWindowExpired' });
    const passwordHash = await this.passwords.hash(input.password);
    const user = await this.users.create(channel === 'email' ? { email: account, passwordHash } : { phone: account, passwordHash });
    return this.profiles.startSession(user);
  }

  async loginWithPassword(channel: Channel, input: PasswordLogin, meta: RequestMeta): Promise<LoginResult> {
    const account = this.normalize(channel, input.account);
    await this.slider.spendToken(input.sliderToken);
    await this.assertNotLockedOut(account, meta);
    const user = await this.find(channel, account);
    if (!user || !(await this.passwords.matches(user.passwordHash, input.password))) {
      await this.recordFailure(account, meta);
      throw badRequest(channel === 'email' ? 'emailOrPasswordIncorrect' : 'phoneOrPasswordIncorrect');
    }
    return this.profiles.startSession(user);
  }

  /** SMS login; a phone seen for the first time becomes a new account (agreement checked by the route). */
  async loginWithSms(phone: string, code: string, meta: RequestMeta): Promise<LoginResult> {
    await this.assertNotLockedOut(phone, meta);
    try {
      await this.codes.consume({ recipients: [phone], scene: 'login', code });
    } catch (error) {
      if (error instanceof AppError && error.key === 'wrongCode') await this.recordFailure(phone, meta);
      throw error;
    }
    const user = (await this.users.byPhone(phone)) ?? (await this.users.create({ phone }));
    return this.profiles.startSession(user);
  }

  /** Forgot password: sets a new one and logs every device out. */
  async resetPassword(channel: Channel, input: CodeAndPassword): Promise<void> {
    const account = this.normalize(channel, input.account);
    const user = await this.find(channel, account);
    if (!user) throw badRequest('accountNotFound');
    await this.codes.consume({ recipients: [account], scene: 'reset', code: input.code, expiredKey: 'passwordWindowExpired' });
    await this.users.update(user.id, { passwordHash: await this.passwords.hash(input.password) });
    await this.sessions.revokeAllFor(user.id);
  }

  private normalize(channel: Channel, account: string): string {
    return channel === 'email' ? normalizeEmail(account) : account.trim();
  }

  private find(channel: Channel, account: string): Promise<UserRow | null> {
    return channel === 'email' ? this.users.byEmail(account) : this.users.byPhone(account);
  }

  private async assertNotLockedOut(account: string, meta: RequestMeta): Promise<void> {
    await this.limiter.assertUnder(`login:${account}`, this.limits.loginFailuresPerAccount);
    await this.limiter.assertUnder(`login-ip:${meta.ip}`, this.limits.loginFailuresPerIp);
  }

  private async recordFailure(account: string, meta: RequestMeta): Promise<void> {
    await this.limiter.record(`login:${account}`);
    await this.limiter.record(`login-ip:${meta.ip}`);
  }
}
