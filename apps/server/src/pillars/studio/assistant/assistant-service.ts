import { PLAN_ABILITIES, planTierFor } from '@orator/shared';
import {
  ASSISTANT_MAX_OUTPUT_CHARS,
  checkLineKeyword,
  countedCharacters,
  cutToCharacters,
  wasCut,
  generateLines,
  generateScript,
  scriptLanguageOf,
  type Allowance,
  type WritingRequest,
  type WritingResult,
} from '@orator/shared/assistant';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { UserRow } from '../../platform/accounts/index.ts';
import { AppError, badRequest, forbidden } from '../../../kernel/http/app-error.ts';
import { hasRunningMembership } from '../../../kernel/tenancy/membership.ts';
import { type LanguageModel } from '../../../kernel/ai/language-model.ts';
import { LanguageModelError } from '../../../kernel/ai/language-model.ts';
import { grantDueAllowance, refundAllowance, reserveAllowance, type AllowanceRow } from './allowance-repo.ts';
import { writeWithModel } from './model-writer.ts';

export interface SensitiveWordFinder {
  find(...texts: string[]): Promise<string[]>;
}

export interface WriteOptions {
  /** Chinese output in traditional characters (the caller reads zh-TW). */
  traditional: boolean;
  /** Aborts when the client goes away: the model call stops and nothing is charged. */
  signal: AbortSignal;
}

/**
 * The writing assistant (issue 15 §4, product-rules#assistant): checks the prompt, spends the
 * caller's character allowance per generated character, and writes through the language model
 * when one is configured, with the offline template writer otherwise.
 */
export class AssistantService {
  constructor(
    private readonly db: AppDb,
    private readonly model: LanguageModel | null,
    private readonly sensitive: SensitiveWordFinder,
    /** Who makes pictures (the image assistant): shown with the allowance. */
    private readonly imageGenerator: 'model' | 'offline' = 'offline',
    private readonly now: () => Date = () => new Date(),
  ) {}

  get writer(): 'model' | 'offline' {
    return this.model ? 'model' : 'offline';
  }

  async allowance(user: UserRow): Promise<Allowance> {
    const now = this.now();
    return this.view(
      user,
      await grantDueAllowance(this.db, user.id, { activeMember: hasRunningMembership(user, now), vipExpiresAt: user.vipExpiresAt }, now),
    );
  }

  async write(user: UserRow, request: WritingRequest, options: WriteOptions): Promise<WritingResult> {
    if (request.kind === 'lines' && !checkLineKeyword(request.topic).ok) throw badRequest('illegalInput');
    if ((await this.sensitive.find(request.topic, request.text)).length > 0) throw badRequest('illegalInput');
    const now = this.now();
    const activeMember = hasRunningMembership(user, now);
    const membersOnly = request.kind === 'lines' || request.audience !== null;
    if (membersOnly && !this.magicAssistant(user, activeMember)) throw forbidden('purchaseMembershipFirst');
    await grantDueAllowance(this.db, user.id, { activeMember, vipExpiresAt: user.vipExpiresAt }, now);

    const language = request.language ?? scriptLanguageOf(`${request.topic} ${request.text}`);
    const offline = this.model ? null : this.writeOffline(request, language, options.traditional);
    const wanted = offline === null ? ASSISTANT_MAX_OUTPUT_CHARS : countedCharacters(offline);
    const reserved = await reserveAllowance(this.db, user.id, 'characters', wanted, now);
    if (reserved === 0) throw badRequest('wordCountUsedUp');

    let written: { text: string; cut: boolean };
    try {
      written =
        offline !== null
          ? cutOffline(offline, reserved)
          : await writeWithModel(this.model!, {
              request,
              language,
              traditional: options.traditional,
              maxCharacters: reserved,
              signal: options.signal,
            });
    } catch (error) {
      await refundAllowance(this.db, user.id, 'characters', reserved);
      if (error instanceof LanguageModelError && !options.signal.aborted) throw new AppError('languageModelFailed', 502);
      throw error;
    }
    const { text, cut } = written;
    const charged = Math.min(reserved, countedCharacters(text));
    await refundAllowance(this.db, user.id, 'characters', reserved - charged);
    if (charged === 0) throw new AppError('languageModelFailed', 502);
    const lines = request.kind === 'lines' ? text.split('\n').filter((line) => line.trim() !== '') : [];
    return { text, lines, writer: this.writer, charged, cut, allowance: await this.allowance(user) };
  }

  private writeOffline(request: WritingRequest, language: 'en' | 'zh', traditional: boolean): string {
    if (request.kind === 'lines') {
      const audience = request.audience ?? 'youth';
      return generateLines({
        keyword: request.topic,
        lineStyle: request.lineStyle,
        audience,
        language,
        traditional,
        variant: request.variant,
      }).join('\n');
    }
    return generateScript({
      mode: request.mode,
      tone: request.tone,
      scenario: request.scenario,
      existingText: request.text,
      title: request.topic,
      audience: request.audience,
      language,
      variant: request.variant,
    });
  }

  private magicAssistant(user: UserRow, activeMember: boolean): boolean {
    return PLAN_ABILITIES[planTierFor({ activeMember, ultra: user.ultra })].magicAssistant;
  }

  private view(user: UserRow, row: AllowanceRow): Allowance {
    const now = this.now();
    const live = row.expiresAt.getTime() > now.getTime();
    return {
      tier: row.tier as Allowance['tier'],
      characters: live ? row.characters : 0,
      images: live ? row.images : 0,
      expiresAt: row.expiresAt.toISOString(),
      magicAssistant: this.magicAssistant(user, hasRunningMembership(user, now)),
      writer: this.writer,
      imageGenerator: this.imageGenerator,
    };
  }
}

function cutOffline(whole: string, reserved: number): { text: string; cut: boolean } {
  const text = cutToCharacters(whole, reserved);
  return { text, cut: wasCut(whole, text) };
}
