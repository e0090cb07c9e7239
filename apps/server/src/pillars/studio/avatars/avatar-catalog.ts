import { avatarById, avatarCatalog, type AvatarDescriptor } from '@orator/scene';
import type { AvatarInfo, AvatarOutfit } from '@orator/shared';

export interface AvatarFilter {
  gender?: 'male' | 'female';
  style?: string;
  /** 'free' = no plan tag; otherwise a tag the avatar must carry ('vip', 'vip+ultra'). */
  vipType?: string;
  framing?: string;
  keyword?: string;
}

/** Illustrated catalogue avatars are all 2D-drawn ("TWO" among the manType values). */
const CATALOG_MAN_TYPE = 'TWO';

export function planTagsOf(avatar: AvatarDescriptor): string[] {
  return avatar.planTags.split(',').filter((t) => t !== '');
}

function matches(avatar: AvatarDescriptor, filter: AvatarFilter): boolean {
  const keyword = filter.keyword?.toLowerCase();
  const tags = planTagsOf(avatar);
  return (
    (!filter.gender || avatar.gender === filter.gender) &&
    (!filter.style || avatar.style === filter.style) &&
    (!filter.framing || (avatar.framings as string[]).includes(filter.framing)) &&
    (!filter.vipType || (filter.vipType === 'free' ? tags.length === 0 : tags.includes(filter.vipType))) &&
    (!keyword || avatar.name.toLowerCase().includes(keyword) || avatar.id.toLowerCase().includes(keyword))
  );
}

/** Pure: the catalogue entries matching the avatar-store filters. */
export function filterAvatars(filter: AvatarFilter, defaultVoiceFor: (gender: 'male' | 'female') => string | null): AvatarInfo[] {
  return avatarCatalog()
    .filter((avatar) => matches(avatar, filter))
    .map((avatar) => toAvatarInfo(avatar, defaultVoiceFor(avatar.gender)));
}

export function toAvatarInfo(avatar: AvatarDescriptor, defaultVoiceId: string | null): AvatarInfo {
  return {
    id: avatar.id,
    name: avatar.name,
    gender: avatar.gender,
    style: avatar.style,
    framing: avatar.framings.join(','),
    vipType: avatar.planTags,
    manType: CATALOG_MAN_TYPE,
    defaultVoiceId,
    outfits: outfitVariants(avatar.id).map((v) => v.outfit),
  };
}

/** The look an avatar keeps across outfits: everything about the person, nothing about the clothes. */
function lookKey(avatar: AvatarDescriptor): string {
  const p = avatar.params;
  return [p.gender, p.age, p.skin, p.faceShape, p.hairStyle, p.hairColor, p.eyes, p.style].join('|');
}

/**
 * The clothing list: catalogue avatars with the same look in other outfits (the renderer
 * draws catalogue avatars by id, so a variant is another catalogue entry). The avatar
 * itself comes first.
 */
export function outfitVariants(avatarId: string): AvatarOutfit[] {
  const avatar = avatarById(avatarId);
  if (!avatar) return [];
  const key = lookKey(avatar);
  const seen = new Set<string>();
  const variants: AvatarOutfit[] = [];
  for (const candidate of [avatar, ...avatarCatalog()]) {
    if (lookKey(candidate) !== key || seen.has(candidate.params.outfit)) continue;
    seen.add(candidate.params.outfit);
    variants.push({ avatarId: candidate.id, outfit: candidate.params.outfit, name: candidate.name });
  }
  return variants;
}
