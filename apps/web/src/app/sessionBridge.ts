import { messageFor } from '@orator/shared';
import { useAuthStore } from '../platform/auth/authStore.ts';
import { useCompanyStore } from '../platform/company/companyStore.ts';
import { currentLanguage } from '../lib/i18n/index.ts';
import { toast } from '../lib/ui/notify.ts';
import { browserTimeZone } from '../lib/api/headers.ts';
import { configureHttp } from '../lib/api/http.ts';

/** Connects the HTTP client to the auth store, the UI language and the toasts. */
export function connectHttpToApp(): void {
  configureHttp({
    session: () => {
      const { token, tenantId } = useAuthStore.getState();
      return { token, tenantId, companyId: useCompanyStore.getState().companyId, language: currentLanguage(), timeZone: browserTimeZone() };
    },
    onLoginRequired: (client, message, sentToken) => {
      const auth = useAuthStore.getState();
      // An answer to a request of a session that has already ended (logout, switch) changes nothing.
      if (sentToken !== null && sentToken !== auth.token) return;
      const hadSession = auth.token !== null;
      auth.clearSession();
      // product-rules#api-client: the login dialog opens for the video/user client, and not on /aiask pages,
      // which have their own login.
      if (client === 'user' && !window.location.pathname.startsWith('/aiask')) auth.openDialog('login');
      if (hadSession) toast.error(message ?? messageFor('loginExpired', currentLanguage()));
    },
    notifyError: (message) => toast.error(message),
  });
}
