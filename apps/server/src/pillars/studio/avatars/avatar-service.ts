import type { AvatarCheck, AvatarInfo, AvatarOutfit, DefaultPresenter, Page, RecentSpeaker } from '@orator/shared';
import { defaultVoiceFor, messageFor } from '@orator/shared';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { VoiceService } from '../voices/index.ts';
import { filterAvatars, outfitVariants, type AvatarFilter } from './avatar-catalog.ts';
import { checkAvatarForUser } from '../../../kernel/tenancy/membership.ts';
import type { RecentSpeakersRepo } from './recent-speakers-repo.ts';

/** How many recent avatars a user keeps; older ones are pruned on insert. */
export const RECENT_SPEAKERS_KEPT = 20;

/** The avatar store, outfit variants, the gating check and each user's recent avatars. */
export class AvatarService {
  constructor(
    private readonly recent: RecentSpeakersRepo,
    private readonly voices: Pick<VoiceService, 'list'>,
  ) {}

  page(filter: AvatarFilter, page: number, size: number): Page<AvatarInfo> {
    const all = filterAvatars(filter, (gender) => this.voices.list({ language: 'en', gender }).at(0)?.id ?? null);
    return { items: all.slice((page - 1) * size, page * size), total: all.length, page, size };
  }

  /**
   * The deployment's default presenter (avatar/man/oem/default): the first free half-body avatar
   * of the default voice's gender, with that voice (the shared default-voice rule).
   * Wizards start from it; the user may change both.
   */
  defaultPresenter(language: string): DefaultPresenter {
    this.voices.list({ language }); // refuses an unknown language code (languageNotSupported)
    const voice = defaultVoiceFor(language, this.voices.list({}));
    const free = filterAvatars({ vipType: 'free', framing: 'half' }, () => voice?.id ?? null);
    const avatar = free.find((a) => !voice || a.gender === voice.gender) ?? free[0];
    if (!avatar) throw new Error('the avatar catalogue has no free half-body avatar');
    // With no voice of the language installed the rule falls back to English: `language` says so.
    return { avatar, voiceId: voice?.id ?? null, language: voice?.language ?? language };
  }

  outfits(avatarId: string): AvatarOutfit[] {
    return outfitVariants(avatarId);
  }

  check(avatarId: string, user: UserRow, language: string | undefined): AvatarCheck {
    const result = checkAvatarForUser(avatarId, user);
    if (result.ok) return { allowed: true, reason: null, message: null };
    return { allowed: false, reason: result.error, message: messageFor(result.error, language) };
  }

  async recordRecent(userId: string, mainId: string, manType: string, now: Date = new Date()): Promise<void> {
    await this.recent.touch(userId, mainId, manType, now);
    const kept = await this.recent.newest(userId, RECENT_SPEAKERS_KEPT);
    const oldestKept = kept.at(-1);
    if (kept.length === RECENT_SPEAKERS_KEPT && oldestKept) await this.recent.deleteUsedBefore(userId, oldestKept.usedAt);
  }

  async recentFor(userId: string): Promise<RecentSpeaker[]> {
    const rows = await this.recent.newest(userId, RECENT_SPEAKERS_KEPT);
    return rows.map((row) => ({ mainId: row.mainId, manType: row.manType, usedAt: row.usedAt.toISOString() }));
  }
}
