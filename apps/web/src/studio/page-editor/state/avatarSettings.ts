import { screenSizeFor, type DigitalManElement, type RatioKey } from '@orator/shared';
import { avatarBox, type AvatarFraming } from './elementFactory.ts';

/** The avatar panel's settings as pure changes of the digital-man element (each one undo step). */

export type Placement = 'left' | 'center' | 'right';

/** Margin kept between the avatar and the page edge when placed left or right. */
const EDGE_MARGIN = 32;

export function framingOf(man: DigitalManElement): AvatarFraming {
  return man.circle || man.speaker_type === 'head' ? 'head' : 'half';
}

/** Head: a circle head at the corner; half body: the presenter at the side. */
export function withFraming(man: DigitalManElement, ratio: RatioKey, framing: AvatarFraming): DigitalManElement {
  const speakerType =
    framing === 'head' && man.speaker_type === 'man'
      ? 'head'
      : framing === 'half' && man.speaker_type === 'head'
        ? 'man'
        : man.speaker_type;
  return {
    ...man,
    circle: framing === 'head',
    speaker_type: speakerType,
    position: { ...man.position, ...avatarBox(ratio, framing), scale: 100 },
  };
}

/** Where the avatar stands now, by which third of the page holds its centre. */
export function placementOf(man: DigitalManElement, ratio: RatioKey): Placement {
  const pageWidth = screenSizeFor(ratio).width;
  const centre = man.position.left + (man.position.width * man.position.scale) / 200;
  return centre < pageWidth / 3 ? 'left' : centre > (pageWidth * 2) / 3 ? 'right' : 'center';
}

export function withPlacement(man: DigitalManElement, ratio: RatioKey, where: Placement): DigitalManElement {
  const pageWidth = screenSizeFor(ratio).width;
  const width = man.position.width * (man.position.scale / 100);
  const left = where === 'left' ? EDGE_MARGIN : where === 'center' ? (pageWidth - width) / 2 : pageWidth - width - EDGE_MARGIN;
  return { ...man, position: { ...man.position, left: Math.max(0, Math.round(left)) } };
}
