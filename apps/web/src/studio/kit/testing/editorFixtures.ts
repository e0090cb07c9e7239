import { VideoProject, type ErrorKey, type ProjectKind } from '@orator/shared';
import { setRefusalReporter } from '../refusal.ts';
import { actionFor, runAction, type ActionHandlers, type EditorAction, type KeyPress, type Keymap } from '../keymap.ts';

/** A stored project as the server returns it, for driving editor stores in tests. */
export function storedProject(projectType: ProjectKind, document: Record<string, unknown> = {}): VideoProject {
  return VideoProject.parse({
    id: `project-${projectType}`,
    projectName: 'Test project',
    projectType,
    ratio: 0,
    state: 'notSynthesized',
    failureReason: null,
    progress: 0,
    jobId: null,
    resolution: 'low',
    watermark: true,
    collected: false,
    finished: false,
    durationMs: null,
    coverUrl: null,
    videoUrl: null,
    templateId: null,
    templateName: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lastOpenedAt: null,
    document,
  });
}

/** Collects the catalogue messages a store shows instead of toasting them. */
export function collectRefusals(): ErrorKey[] {
  const refusals: ErrorKey[] = [];
  setRefusalReporter((error) => refusals.push(error));
  return refusals;
}

/** Presses a key the way the editor's window listener would, without a DOM. */
export function pressKey<A extends EditorAction>(
  keymap: Keymap<A>,
  handlers: ActionHandlers<A>,
  key: string,
  mods: Partial<Omit<KeyPress, 'key'>> = {},
): boolean {
  const action = actionFor({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods }, keymap);
  if (action) runAction(action, handlers);
  return action !== null;
}
