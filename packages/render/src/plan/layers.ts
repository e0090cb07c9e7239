/** Project elements and clips -> scene layers (pure field mapping). */
import type { Animation, Position, TextStyle as ProjectTextStyle } from '@orator/shared/project';
import type { AnimationSpec, AnimationType, Box, TextStyle } from '@orator/scene';

/** Element boxes grow from their top-left corner with `scale` (percent), as in the editor. */
export function boxFromPosition(position: Position): Box {
  const factor = position.scale / 100;
  return { left: position.left, top: position.top, width: position.width * factor, height: position.height * factor };
}

const ANIMATION_NAMES: Record<Animation['type'], AnimationType> = {
  none: 'none',
  fade: 'fade',
  slideLeft: 'slide-left',
  slideRight: 'slide-right',
  slideUp: 'slide-up',
  slideDown: 'slide-down',
  zoom: 'zoom',
  typewriter: 'typewriter',
};

export function animationSpec(animation: Animation | undefined): AnimationSpec | null {
  if (!animation || animation.type === 'none' || animation.durationMs <= 0) return null;
  return { type: ANIMATION_NAMES[animation.type], durationMs: animation.durationMs, delayMs: animation.delayMs };
}

export function textStyle(style: ProjectTextStyle): TextStyle {
  return {
    fontFamily: style.font,
    fontSize: style.fontSize,
    bold: style.bold,
    italic: style.italic,
    underline: style.underline,
    letterSpacing: style.letterSpacing,
    lineSpacing: style.lineHeight,
    color: style.color,
    strokeColor: style.stroke?.color ?? null,
    strokeWidth: style.stroke?.width ?? 0,
    fillColor: style.fill ?? null,
    align: style.align,
  };
}

/** Percent volume (spec audioDb, 100 = unchanged) -> linear gain. */
export function gainFromAudioDb(audioDb: number): number {
  return Math.max(0, audioDb) / 100;
}
