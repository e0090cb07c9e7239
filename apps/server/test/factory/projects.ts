import { avatarCatalog } from '@orator/scene';
import type { CreateProjectBody } from '@orator/shared';

/** A catalogue avatar with the given plan tags ('' free, 'vip', 'vip,vip+ultra'). */
export function avatarWithTags(tags: '' | 'vip' | 'vip,vip+ultra'): string {
  const avatar = avatarCatalog().find((a) => a.planTags === tags && a.framings.includes('half'));
  if (!avatar) throw new Error(`no catalogue avatar tagged "${tags}"`);
  return avatar.id;
}

/** A page with an avatar, a script and shown subtitles; ~3 s of speech for a ~40-character script. */
export function page(uuid: string, text: string, avatarId: string = avatarWithTags(''), backgroundUrl?: string) {
  const background = backgroundUrl
    ? [
        {
          uuid: `${uuid}-bg`,
          type: 'image' as const,
          url: backgroundUrl,
          isBg: 1 as const,
          position: { left: 0, top: 0, width: 1280, height: 720 },
        },
      ]
    : [];
  return {
    uuid,
    elements: [
      ...background,
      {
        uuid: `${uuid}-man`,
        type: 'digitalMan' as const,
        url: '',
        speaker_id: avatarId,
        position: { left: 780, top: 120, width: 400, height: 600 },
        zIndex: 1,
      },
      { uuid: `${uuid}-dub`, type: 'dubbing' as const, text, voiceId: 'espeak:en:female' },
      { uuid: `${uuid}-sub`, type: 'subtitle' as const, srt_len: 90, srt_show: true },
      {
        uuid: `${uuid}-title`,
        type: 'title' as const,
        text: `Slide ${uuid}`,
        style: { fontSize: 48 },
        position: { left: 60, top: 60, width: 640, height: 80 },
        zIndex: 2,
      },
    ],
  };
}

/** The end-to-end project: two pages of about three seconds each. */
export function twoPageProject(name = 'Quarterly update', avatarId?: string): CreateProjectBody {
  return {
    projectName: name,
    projectType: 'Lamination',
    ratio: 0,
    ppts: [page('p1', 'Sales grew by ten percent this quarter.', avatarId), page('p2', 'Thank you all for the great work.', avatarId)],
  };
}
