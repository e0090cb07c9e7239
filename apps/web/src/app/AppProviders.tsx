import type { UiLanguage } from '@orator/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, type ReactNode } from 'react';
import { useLanguageStore } from '../lib/i18n/index.ts';
import { bindToasts } from '../lib/ui/notify.ts';
import { oratorTheme } from '../lib/ui/theme.ts';

const ANTD_LOCALES: Record<UiLanguage, typeof enUS> = { en: enUS, 'zh-CN': zhCN, 'zh-TW': zhTW };

const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already toasted the failure; retrying would toast it again.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

function ToastBinder() {
  const { message } = AntApp.useApp();
  useEffect(() => bindToasts(message), [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguageStore((s) => s.language);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={oratorTheme}>
      <AntApp message={{ maxCount: 3 }}>
        <ToastBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
