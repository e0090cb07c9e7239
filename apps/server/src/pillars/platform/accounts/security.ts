import { PASSWORD_SET_WINDOW_MS } from '@orator/shared/constants';
import { checkEmailAccountPassword, checkPassword, checkPasswordConfirmation, firstFailure } from '@orator/shared/validation';
import { badRequest, conflict } from '../../../kernel/http/app-error.ts';
import type { AuthContext } from '../../../kernel/http/auth.ts';
import { msAfter, type Clock } from '../../../kernel/clock.ts';
import type { DeleteTicketsRepo } from './delete-tickets-repo.ts';
import type { PasswordHasher } from './passwords.ts';
import type { AccountDeletedHook } from './ports.ts';
import type { RateLimiter } from '../../../kernel/rate-limit/rate-limiter.ts';
import type { RateLimitSettings } from '../../../kernel/rate-limit/rate-limits.ts';
import { randomSecret, sha256 } from './secrets.ts';
import type { SessionStore, UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { UserDirectory } from './users.ts';
import type { VerificationCodes } from './verification-codes.ts';

/** How long a verified deletion request may wait for the final confirmation. */
export const DELETE_TICKET_TTL_MS = PASSWORD_SET_WINDOW_MS;

/**
 * The password rule of an account (there are two: product-rules#accounts-fields). Accounts with an email use the
 * email-account rule (letter + digit + symbol); phone-only accounts the stricter one
 * (digit + upper + lower + symbol).
 */
export function passwordRuleFor(user: Pick<UserRow, 'email'>) {
  return user.email ? checkEmailAccountPassword : checkPassword;
}

/** Security settings of a logged-in account: password, phone, deletion. */
export class SecurityFlows {
  constructor(
    private readonly tickets: DeleteTicketsRepo,
    private readonly clock: Clock,
    private readonly users: UserDirectory,
    private readonly codes: VerificationCodes,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimitSettings,
    private readonly onDeleted: readonly AccountDeletedHook[],
  ) {}

  /** Old password required; every other session of the account is logged out. */
  async changePassword(auth: AuthContext, input: { oldPassword: string; password: string; confirmPassword: string }): Promise<void> {
    const rule = firstFailure(passwordRuleFor(auth.user)(input.password), checkPasswordConfirmation(input.password, input.confirmPassword));
    if (!rule.ok) throw badRequest(rule.error);
    // Counted as a failure until the old password matches, so concurrent guesses hold the limit.
    const attempt = await this.limiter.reserve([{ key: `password:${auth.userId}`, limits: [this.limits.loginFailuresPerAccount] }]);
    if (!(await this.passwords.matches(auth.user.passwordHash, input.oldPassword))) throw badRequest('wrongCurrentPassword');
    await attempt.release();
    await this.users.update(auth.userId, { passwordHash: await this.passwords.hash(input.password) });
    await this.sessions.revokeAllExcept(auth.userId, auth.sessionId);
  }

  /**
   * The code was sent to the NEW phone, proving the user holds it; only then is the user
   * told that another account already uses that number.
   */
  async changePhone(auth: AuthContext, input: { phone: string; code: string }): Promise<void> {
    await this.codes.consume({ recipients: [input.phone], scene: 'changePhone', code: input.code });
    if (await this.users.byPhone(input.phone)) throw conflict('phoneAlreadyRegistered');
    await this.users.update(auth.userId, { phone: input.phone });
  }

  /** Step 2 of deletion: the code sent to the account's email or phone buys a 10-minute ticket. */
  async verifyDeletion(auth: AuthContext, code: string): Promise<string> {
    const recipients = [auth.user.email, auth.user.phone].filter((r): r is string => r !== null);
    await this.codes.consume({ recipients, scene: 'deleteAccount', code });
    const ticket = randomSecret();
    await this.tickets.deleteExpiredBefore(this.clock.now());
    await this.tickets.insert({ tokenHash: sha256(ticket), userId: auth.userId, expiresAt: msAfter(this.clock, DELETE_TICKET_TTL_MS) });
    return ticket;
  }

  /**
   * Step 3: soft-deletes the account (its email and phone become free), logs it out
   * everywhere and lets other modules (storage) clean up through the hooks.
   */
  async confirmDeletion(auth: AuthContext, ticket: string): Promise<void> {
    const now = this.clock.now();
    if (!(await this.tickets.spend(sha256(ticket), auth.userId, now))) throw badRequest('codeExpired');
    await this.users.markDeleted(auth.userId, now);
    await this.sessions.revokeAllFor(auth.userId);
    for (const hook of this.onDeleted) {
      try {
        await hook(auth.userId);
      } catch (error) {
        // The account is already gone for the user; a failed clean-up is for the operator's log.
        console.error(`account-deleted hook failed for ${auth.userId}`, error);
      }
    }
  }
}
