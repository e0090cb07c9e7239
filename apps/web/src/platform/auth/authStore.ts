import type { UserInfo } from '@orator/shared';
import { create } from 'zustand';

/** product-rules#accounts-sessions: a token present means logged in; removing it clears user and tenant data. */
export const TOKEN_STORAGE_KEY = 'orator.token';
export const TENANT_STORAGE_KEY = 'orator.tenantId';

export type AuthDialog = 'login' | 'register' | 'forgot';

interface AuthState {
  token: string | null;
  tenantId: string | null;
  user: UserInfo | null;
  dialog: AuthDialog | null;
  /** A page shows the forms in its own layout (the mobile /aiask/login): the dialog then stays closed. */
  inline: boolean;
  setInline(inline: boolean): void;
  setSession(token: string, user: UserInfo): void;
  setUser(user: UserInfo): void;
  /** A token handed over by an embedding parent or the editor URL (product-rules#embedding); the user is fetched with it. */
  adoptToken(token: string): void;
  clearSession(): void;
  openDialog(dialog?: AuthDialog): void;
  closeDialog(): void;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the session lasts for this page only
  }
}

export const useAuthStore = create<AuthState>((set) => ({
  token: read(TOKEN_STORAGE_KEY),
  tenantId: read(TENANT_STORAGE_KEY),
  user: null,
  dialog: null,
  inline: false,
  setInline(inline) {
    set({ inline });
  },
  setSession(token, user) {
    write(TOKEN_STORAGE_KEY, token);
    write(TENANT_STORAGE_KEY, user.tenantId);
    set({ token, user, tenantId: user.tenantId, dialog: null });
  },
  adoptToken(token) {
    write(TOKEN_STORAGE_KEY, token);
    set({ token, user: null, dialog: null });
  },
  setUser(user) {
    write(TENANT_STORAGE_KEY, user.tenantId);
    set({ user, tenantId: user.tenantId });
  },
  clearSession() {
    write(TOKEN_STORAGE_KEY, null);
    write(TENANT_STORAGE_KEY, null);
    set({ token: null, user: null, tenantId: null });
  },
  openDialog(dialog = 'login') {
    set({ dialog });
  },
  closeDialog() {
    set({ dialog: null });
  },
}));

export function useIsLoggedIn(): boolean {
  return useAuthStore((state) => state.token !== null);
}
