import { setPageDuration, type EditorSession, type EditorOutcome } from '@orator/shared';

/**
 * Writes the planned length of each page (its speech plus the tail, on whole frames) back
 * into the pages, so the strip and the details show real times. Not an undo step.
 */
export function applyPlannedDurations(
  session: EditorSession,
  plan: { segments: readonly { id: string; durationMs: number }[] },
): EditorOutcome {
  let current: EditorSession = session;
  for (const segment of plan.segments) {
    const page = current.history.present.pages.find((p) => p.uuid === segment.id);
    if (!page || page.duration === segment.durationMs) continue;
    const outcome = setPageDuration(current, segment.id, segment.durationMs);
    if (!outcome.ok) return outcome;
    current = outcome.session;
  }
  return { ok: true, session: current };
}
