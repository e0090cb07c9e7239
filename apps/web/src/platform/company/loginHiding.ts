import type { PublicCompanyConfig } from '@orator/shared';
import { create } from 'zustand';
import { postToParent } from './embedding.ts';

/**
 * Login hiding (spec §6, product-rules#company-config): in such a deployment the app never shows its
 * own login. A login request either tells the parent window (`logout`) and shows 'System error,
 * contact administrator', or goes to the partner's login URL.
 */
interface LoginHidingState {
  /** The 'contact administrator' notice is showing instead of the page. */
  hidden: boolean;
  show(): void;
  reset(): void;
}

export const useLoginHidingStore = create<LoginHidingState>((set) => ({
  hidden: false,
  show: () => set({ hidden: true }),
  reset: () => set({ hidden: false }),
}));

export function hidesLogin(config: PublicCompanyConfig | null): boolean {
  return (config?.loginHiding?.mode ?? 'off') !== 'off';
}

/** Handles a login request the hiding way; false when this deployment shows its own login. */
export function handleHiddenLogin(config: PublicCompanyConfig | null, view: Window = window): boolean {
  const hiding = config?.loginHiding;
  if (!hiding || hiding.mode === 'off') return false;
  if (hiding.mode === 'redirect') {
    view.location.assign(hiding.loginUrl);
    return true;
  }
  postToParent({ type: 'logout', reason: 'loginRequired' }, config, view);
  useLoginHidingStore.getState().show();
  return true;
}
