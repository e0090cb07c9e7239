import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/ui/useOpenedOnce.ts';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { useSliderStore } from '../../platform/auth/slider/sliderStore.ts';

// The dialogs' forms (antd Form, Input, Tabs and the puzzle) load when first asked for, not with the landing page.
const AuthDialog = lazy(() => import('../../platform/auth/AuthDialog.tsx').then((m) => ({ default: m.AuthDialog })));
const SliderModal = lazy(() => import('../../platform/auth/slider/SliderModal.tsx').then((m) => ({ default: m.SliderModal })));

/** The login and slider dialogs every page can open; each mounts the first time it opens and stays (its close animation plays). */
export function ShellDialogs() {
  const authWanted = useAuthStore((s) => s.dialog !== null);
  const sliderWanted = useSliderStore((s) => s.pending !== null);
  const authMounted = useOpenedOnce(authWanted);
  const sliderMounted = useOpenedOnce(sliderWanted);
  return (
    <Suspense fallback={null}>
      {authMounted && <AuthDialog />}
      {sliderMounted && <SliderModal />}
    </Suspense>
  );
}
