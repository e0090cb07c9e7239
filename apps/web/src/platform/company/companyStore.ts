import { COMPANY_CONFIG_PATHS, COMPANY_ID_PATTERN, PublicCompanyConfig } from '@orator/shared';
import { create } from 'zustand';
import { api } from '../../lib/api/http.ts';

/**
 * The company configuration this page runs under (product-rules#company-config): selected by a
 * `?companyId=` the page was opened with (kept for the tab's session), the build's VITE_COMPANY_ID,
 * or, with neither, by the server from the page's host. Null: the ordinary, untailored product.
 */
export const COMPANY_ID_SESSION_KEY = 'orator.companyId';

interface CompanyState {
  companyId: string | null;
  config: PublicCompanyConfig | null;
  /** False until the configuration call answered (or failed): tailored redirects wait for it. */
  loaded: boolean;
}

function readSession(): string | null {
  try {
    return sessionStorage.getItem(COMPANY_ID_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The companyId of this page: the URL's, remembered for the tab; else the stored one; else the build's. */
export function initialCompanyId(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
  buildCompanyId: string | undefined = import.meta.env.VITE_COMPANY_ID as string | undefined,
): string | null {
  const fromUrl = new URLSearchParams(search).get('companyId')?.trim() ?? '';
  if (COMPANY_ID_PATTERN.test(fromUrl)) {
    try {
      sessionStorage.setItem(COMPANY_ID_SESSION_KEY, fromUrl);
    } catch {
      // storage unavailable: this page load still uses it
    }
    return fromUrl;
  }
  return readSession() ?? (buildCompanyId || null);
}

export const useCompanyStore = create<CompanyState>(() => ({ companyId: initialCompanyId(), config: null, loaded: false }));

/**
 * Asks the server once at start-up; a failed call leaves the untailored product (and says so in the
 * console). `beforeReady` runs with the configuration known, before any page relies on it.
 */
export async function loadCompanyConfig(beforeReady: () => void = () => undefined): Promise<void> {
  try {
    const config = await api.post(COMPANY_CONFIG_PATHS.current, undefined, { schema: PublicCompanyConfig.nullable(), silent: true });
    useCompanyStore.setState({ config });
    beforeReady();
    useCompanyStore.setState({ loaded: true });
  } catch (error) {
    console.warn('company configuration unavailable, running untailored', error);
    useCompanyStore.setState({ config: null, loaded: true });
  }
}

export function currentCompanyConfig(): PublicCompanyConfig | null {
  return useCompanyStore.getState().config;
}

export function useCompanyConfig(): PublicCompanyConfig | null {
  return useCompanyStore((s) => s.config);
}

/**
 * The editor URL's token hand-over (spec §2/§4): a page opened as /videoeditor/{id}?id=…&token=… in a
 * deployment whose configuration uses it adopts the token and drops it from the address bar. Other
 * deployments ignore such a token (a link must not log anyone into someone else's session).
 */
export function adoptTokenFromEditorUrl(adopt: (token: string) => void, view: Window = window): boolean {
  const url = new URL(view.location.href);
  const token = url.searchParams.get('token');
  if (!token || !url.pathname.startsWith('/videoeditor/') || !currentCompanyConfig()?.tokenInEditorUrl) return false;
  url.searchParams.delete('token');
  url.searchParams.delete('id');
  view.history.replaceState(view.history.state, '', url.pathname + url.search + url.hash);
  adopt(token);
  return true;
}
