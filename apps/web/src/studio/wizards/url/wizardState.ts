/**
 * The URL wizard's state kept in sessionStorage (issue 24 §1: going to buy and coming back lost
 * every field). Saved on every change, read when the page mounts, cleared on "make another".
 * Only the user's own input is kept: the product, the scripts, the chosen script and template,
 * and the step (the preview step comes back as the template step, whose button lays it out again).
 */

export interface StoredWizardState<Draft, Scripts> {
  step: number;
  draft: Draft;
  scripts: Scripts | null;
  choice: number;
  script: string;
  templateId: string | null;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const URL_WIZARD_STATE_KEY = 'orator.urlWizard.v1';
/** The template step: the last one whose state is the user's input only. */
const LAST_RESTORED_STEP = 2;

function sessionStore(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function saveWizardState<D, S>(state: StoredWizardState<D, S>, store: KeyValueStore | null = sessionStore()): void {
  try {
    store?.setItem(URL_WIZARD_STATE_KEY, JSON.stringify(state));
  } catch {
    // a full or disabled storage only costs the round-trip memory
  }
}

/** The saved state merged over `empty` (so a field added later gets its default), or null when none or unreadable. */
export function loadWizardState<D extends object, S>(
  empty: D,
  store: KeyValueStore | null = sessionStore(),
): StoredWizardState<D, S> | null {
  const raw = store?.getItem(URL_WIZARD_STATE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredWizardState<D, S>>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.draft !== 'object' || parsed.draft === null) return null;
    return {
      step: Math.min(Math.max(0, Math.trunc(Number(parsed.step) || 0)), LAST_RESTORED_STEP),
      draft: { ...empty, ...parsed.draft },
      scripts: parsed.scripts ?? null,
      choice: Number(parsed.choice) || 0,
      script: typeof parsed.script === 'string' ? parsed.script : '',
      templateId: typeof parsed.templateId === 'string' ? parsed.templateId : null,
    };
  } catch {
    return null;
  }
}

export function clearWizardState(store: KeyValueStore | null = sessionStore()): void {
  store?.removeItem(URL_WIZARD_STATE_KEY);
}
