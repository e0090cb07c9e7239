import { locateClip, withClip, accepted, refused, type Clip, type TimelineCommand } from '@orator/shared';

/**
 * Small commands the shared timeline model does not have yet, built only from its own
 * helpers (no rules of their own), plus `chain` to make several commands one undo step.
 */

/** Runs commands in order; the first refusal refuses the whole edit, so nothing half-happens. */
export function chain(label: string, commands: readonly TimelineCommand[]): TimelineCommand {
  return {
    label,
    apply(state) {
      let current = state;
      for (const command of commands) {
        const outcome = command.apply(current);
        if (!outcome.ok) return outcome;
        current = outcome.state;
      }
      return accepted(current);
    },
  };
}

export type ClipBox = Pick<Clip, 'left' | 'top' | 'width' | 'height'>;

/** Position and size on the frame (px of the 720-high base); sizes cannot be negative. */
export function setClipBox(clipUuid: string, box: Partial<ClipBox>): TimelineCommand {
  return {
    label: 'set clip box',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      const next = { ...at.clip, ...box };
      if (![next.left, next.top, next.width, next.height].every(Number.isFinite) || next.width < 0 || next.height < 0) {
        return refused('invalidClipValue');
      }
      return accepted(withClip(state, at, next));
    },
  };
}

/** The text of a text, subtitle or dubbing clip. */
export function setClipContent(clipUuid: string, content: string): TimelineCommand {
  return {
    label: 'set clip text',
    apply(state) {
      const at = locateClip(state, clipUuid);
      if (!at) return refused('clipNotFound');
      return accepted(withClip(state, at, { ...at.clip, content }));
    },
  };
}
