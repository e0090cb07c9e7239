import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { connectHttpToApp } from './api/sessionBridge.ts';
import { useAuthStore } from './auth/authStore.ts';
import { adoptTokenFromEditorUrl, loadCompanyConfig } from './company/companyStore.ts';
import './i18n/index.ts';
import { router } from './routes/router.tsx';
import './ui/global.css';
import './ui/mobile.css';

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
