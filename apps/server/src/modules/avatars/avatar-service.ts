import type { AvatarCheck, AvatarInfo, AvatarOutfit, Page, RecentSpeaker } from '@orator/shared';
import { messageFor } from '@orator/shared';
import type { UserRow } from '../accounts/sessions.ts';
import type { VoiceService } from '../voices/index.ts';
import { filterAvatars, outfitVariants, type AvatarFilter } from './avatar-catalog.ts';
import { checkAvatarForUser } from './avatar-gating.ts';
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
