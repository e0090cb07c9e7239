import crypto from 'node:crypto';
import { VIEWPORTS, type AvatarDescriptor } from '@orator/scene';
import { defaultSubtitleLineLength, ProjectDocument, screenSizeFor, type RatioKey } from '@orator/shared';
import { pptAvatarBox, type SlideRole } from '@orator/shared/wizards';

export interface PptPagePlan {
  /** The slide image as the project refers to it (a storage URL). */
  imageUrl: string;
  role: SlideRole;
  script: string;
}

/**
 * The pages of a PptLamination project: the slide image fills the page as its background
 * (isBg), the presenter stands small in the bottom-right corner so the slide's centre stays
 * visible, the script is the page's dubbing and subtitles show it.
 */
export function pptDocument(
  plans: readonly PptPagePlan[],
  opts: { ratio: RatioKey; avatar: AvatarDescriptor; voiceId: string; subtitles: boolean; pptUrl: string; pptSize: number },
): ProjectDocument {
  const size = screenSizeFor(opts.ratio);
  const framing = VIEWPORTS.half;
  const box = pptAvatarBox(size, framing.width / framing.height);
  const ppts = plans.map((plan) => {
    const uid = crypto.randomUUID();
    return {
      uuid: uid,
      isCover: plan.role === 'cover',
      duration: 0,
      start: 0,
      elements: [
        {
          uuid: `${uid}-bg`,
          type: 'image',
          isBg: 1,
          url: plan.imageUrl,
          position: { left: 0, top: 0, width: size.width, height: size.height },
          zIndex: 0,
        },
        {
          uuid: `${uid}-man`,
          type: 'digitalMan',
          url: opts.avatar.id,
          speaker_id: opts.avatar.id,
          speaker_type: 'man',
          manType: 'TWO',
          gender: opts.avatar.gender,
          position: box,
          zIndex: 3,
        },
        { uuid: `${uid}-dub`, type: 'dubbing', text: plan.script, voiceId: opts.voiceId, speed: 1 },
        { uuid: `${uid}-sub`, type: 'subtitle', srt_len: defaultSubtitleLineLength(opts.ratio), srt_show: opts.subtitles },
      ],
    };
  });
  return ProjectDocument.parse({ ppts, driveMode: 'text', pptUrl: opts.pptUrl, pptSize: opts.pptSize });
}
