import type { CodeScene } from '@orator/shared';
import { AppError, badRequest, forbidden, unauthorized } from '../../../kernel/http/app-error.ts';
import type { Messenger } from '../mail/index.ts';
import { codeMessage, type CodeNotice } from './code-messages.ts';
import type { RequestMeta } from './ports.ts';
import type { RateLimiter } from '../../../kernel/rate-limit/rate-limiter.ts';
import type { RateLimitSettings } from '../../../kernel/rate-limit/rate-limits.ts';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { SliderService } from './slider/slider-service.ts';
import { normalizeEmail, type UserDirectory } from './users.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface CodeRequest {
  channel: 'email' | 'sms';
  /** Already validated as an email or a phone number. */
  recipient: string;
  scene: CodeScene;
  sliderToken: string | undefined;
  /** The logged-in account, for the scenes that need one (changePhone, deleteAccount). */
  user: UserRow | null;
}

/**
 * Sends verification codes: slider token first, then the scene's precondition, then the
 * per-recipient limits. Whether an account uses the address never changes the answer
 * (no account enumeration): a code goes out either way, and when the request cannot
 * succeed (registering a taken address, resetting an unknown one) the message tells the
 * address's owner why. The code then proves ownership before the API says more.
 */
export class CodeSender {
  constructor(
    private readonly users: UserDirectory,
    private readonly codes: VerificationCodes,
    private readonly slider: SliderService,
    private readonly limiter: RateLimiter,
    private readonly limits: RateLimitSettings,
    private readonly messenger: Messenger,
  ) {}

  async send(request: CodeRequest, meta: RequestMeta): Promise<void> {
    const recipient = request.channel === 'email' ? normalizeEmail(request.recipient) : request.recipient;
    await this.slider.spendToken(request.sliderToken);
    const notice = await this.noticeFor({ ...request, recipient });
    await this.limiter.consume(`code:${recipient}`, [this.limits.codesPerRecipientPerMinute, this.limits.codesPerRecipientPerDay]);
    const code = await this.codes.issue(request.channel, recipient, request.scene);
    const text = codeMessage({ scene: request.scene, channel: request.channel, code, notice }, meta.language);
    try {
      await this.messenger.send({ channel: request.channel, recipient, ...text });
    } catch (error) {
      console.error(`sending a ${request.channel} code failed`, error);
      throw new AppError('systemError', 503);
    }
  }

  /** Refuses what the scene never allows; otherwise says what the owner should be told. */
  private async noticeFor(request: CodeRequest): Promise<CodeNotice | null> {
    const isEmail = request.channel === 'email';
    const owner = isEmail ? await this.users.byEmail(request.recipient) : await this.users.byPhone(request.recipient);
    switch (request.scene) {
      case 'register':
        return owner ? 'accountExists' : null;
      case 'login':
        // Email accounts log in with a password; SMS login also registers new phones.
        if (isEmail) throw badRequest('errorRequest');
        return null;
      case 'reset':
        return owner ? null : 'noAccount';
      case 'changePhone':
        if (!request.user) throw unauthorized();
        if (isEmail) throw badRequest('errorRequest');
        return owner ? 'phoneTaken' : null;
      case 'deleteAccount':
        if (!request.user) throw unauthorized();
        // The code goes only to an address the account already has (the caller's own).
        if (owner?.id !== request.user.id) throw forbidden();
        return null;
    }
  }
}
