import { useNavigate } from 'react-router';
import { useAuthStore } from '../auth/authStore.ts';
import { ROUTES } from '../../lib/routing/paths/main.ts';

/** What the landing page's buttons do, depending on whether someone is logged in. */
export function useHomeActions() {
  const loggedIn = useAuthStore((s) => s.token !== null);
  const openDialog = useAuthStore((s) => s.openDialog);
  const navigate = useNavigate();
  return {
    loggedIn,
    start: () => (loggedIn ? void navigate(ROUTES.creationCentre) : openDialog('register')),
    login: () => openDialog('login'),
  };
}
