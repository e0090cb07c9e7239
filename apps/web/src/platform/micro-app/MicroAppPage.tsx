import { Alert, Result, Spin } from 'antd';
import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompanyConfig } from '../company/companyStore.ts';
import { COMPANY_NAMESPACE } from '../company/i18n/register.ts';
import { defineMicroAppElement, mountMicroApp, unmountMicroApp, type MicroAppState } from './loader.ts';
import { isMicroAppTag, microAppTagOf } from './rules.ts';

/** `/apps/:name`: one of the company configuration's micro-apps, mounted by the loader. */
export default function MicroAppPage() {
  const { t } = useTranslation(COMPANY_NAMESPACE);
  const { name = '' } = useParams();
  const entry = useCompanyConfig()?.microApps?.find((app) => app.name === name) ?? null;
  const tagName = microAppTagOf(name);
  const host = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<MicroAppState>({ state: 'loading' });

  useEffect(() => {
    if (!entry || !isMicroAppTag(tagName)) return;
    defineMicroAppElement(tagName);
    const element = host.current;
    if (element) void mountMicroApp(element, entry.name, entry.url, setState);
    return () => unmountMicroApp(entry.name);
  }, [entry, tagName]);

  if (!entry) return <Result status="404" title={t('microAppMissing')} />;
  return (
    <div className="micro-app-page" data-testid="micro-app-page" style={{ padding: '24px 32px' }}>
      <h1>{entry.label}</h1>
      {state.state === 'loading' && <Spin />}
      {state.state === 'error' && <Alert type="error" showIcon message={state.message} />}
      {createElement(tagName, { ref: host, 'data-testid': 'micro-app-host', 'data-state': state.state })}
    </div>
  );
}
