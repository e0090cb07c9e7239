import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { connectHttpToApp } from './sessionBridge.ts';
import { useAuthStore } from '../platform/auth/authStore.ts';
import { adoptTokenFromEditorUrl, loadCompanyConfig } from '../platform/company/companyStore.ts';
import '../lib/i18n/index.ts';
import { router } from './router.tsx';
import '../lib/ui/global.css';
import '../lib/ui/mobile.css';

connectHttpToApp();
void loadCompanyConfig(() => adoptTokenFromEditorUrl((token) => useAuthStore.getState().adoptToken(token)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
