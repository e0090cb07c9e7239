import { accepted, type TimelineCommand } from '@orator/shared';

/**
 * Makes several shared timeline commands one undo step. Runs them in order; the first
 * refusal refuses the whole edit, so nothing half-happens.
 */
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
