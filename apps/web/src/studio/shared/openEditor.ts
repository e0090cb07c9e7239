import type { PublicCompanyConfig } from '@orator/shared';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { currentCompanyConfig } from '../../platform/company/companyStore.ts';
import { isEmbedded, postToParent } from '../../platform/company/embedding.ts';

export { isEmbedded } from '../../platform/company/embedding.ts';

/**
 * Opening an editor (product-rules#editors, #embedding): inside the partner's parent frame the app
 * does not navigate itself; it posts { type: 'toTrack', url } to the parent, which decides.
 * Otherwise it navigates. `navigate` is react-router's, so normal opens stay in the SPA.
 */
export interface OpenEditorMessage {
  type: 'toTrack';
  url: string;
}

/**
 * Absolute editor URL for the parent, which lives on another origin. A configuration with
 * `tokenInEditorUrl` (spec §2/§4) adds the project id and the session token as query parameters,
 * for a parent that opens the editor in a window of its own.
 */
export function editorUrl(
  path: string,
  origin: string = window.location.origin,
  handOver?: { token: string | null; config: PublicCompanyConfig | null },
): string {
  const url = new URL(path, origin);
  if (handOver?.config?.tokenInEditorUrl && handOver.token) {
    const id = url.pathname.split('/').filter(Boolean).pop() ?? '';
    url.searchParams.set('id', decodeURIComponent(id));
    url.searchParams.set('token', handOver.token);
  }
  return url.toString();
}

export function openEditor(path: string, navigate: (path: string) => void, view: Window = window): void {
  if (isEmbedded(view)) {
    const config = currentCompanyConfig();
    // The token travels only to the configuration's allowed parents, never to '*' (no list: no token).
    const token = config?.embedOrigins?.length ? useAuthStore.getState().token : null;
    const url = editorUrl(path, view.location.origin, { token, config });
    postToParent({ type: 'toTrack', url }, config, view);
    return;
  }
  navigate(path);
}
