import type { LoginResult } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import { toast } from '../../lib/ui/notify.ts';
import { useAuthStore } from './authStore.ts';

/**
 * After any login or registration: keep the token, seed the user query, greet. Someone who
 * logs in from the marketing page goes on to the creation centre; on any other page they stay.
 */
export function useSessionStart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setSession = useAuthStore((s) => s.setSession);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (result: LoginResult, greeting: 'loggedIn' | 'registered' = 'loggedIn') => {
    setSession(result.token, result.user);
    queryClient.clear();
    queryClient.setQueryData(['user', result.token], result.user);
    toast.success(t(`auth.${greeting}`));
    if (pathname === ROUTES.home) void navigate(ROUTES.creationCentre);
  };
}
