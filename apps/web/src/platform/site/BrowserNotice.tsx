import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { BROWSER_NOTICE_SEEN_KEY, isChromium } from './browserSupport.ts';

function needsNotice(): boolean {
  if (localStorage.getItem(BROWSER_NOTICE_SEEN_KEY)) return false;
  const hints = (navigator as Navigator & { userAgentData?: { brands?: Array<{ brand: string }> } }).userAgentData;
  return !isChromium({ userAgent: navigator.userAgent, brands: hints?.brands });
}

/** Spec §2 browser notice: outside Chromium, once per browser, until closed. */
export function BrowserNotice() {
  const { t } = useTranslation(SITE_NAMESPACE);
  const [open, setOpen] = useState(needsNotice);
  if (!open) return null;
  const close = () => {
    localStorage.setItem(BROWSER_NOTICE_SEEN_KEY, new Date().toISOString());
    setOpen(false);
  };
  return (
    <div className="browser-notice" role="dialog" aria-live="polite" data-testid="browser-notice">
      <strong>{t('browser.title')}</strong>
      <p>{t('browser.body')}</p>
      <Button type="primary" size="small" onClick={close} data-testid="browser-notice-ok">
        {t('browser.ok')}
      </Button>
    </div>
  );
}
