import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../auth/authStore.ts';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import { usePageMetaStore } from '../../lib/routing/pageMeta.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
import { useCompanyStore } from './companyStore.ts';
import { acceptedMessage, EMBED_PROTOCOL_VERSION, postToParent } from './embedding.ts';
// The shell's page titles may name this namespace's keys (micro-app pages).
import './i18n/register.ts';
import { useLoginHidingStore } from './loginHiding.ts';
import { documentTitle } from './routing.ts';

/**
 * What the company configuration does on every page (product-rules#company-config, #embedding):
 * the title (keywords: lib/routing/documentMeta.ts), the `ready` and `navigated` messages to an embedding parent, and the messages
 * accepted from it (language, navigation, token hand-over).
 */
export function useCompanyDeployment(meta: RouteMeta | null): void {
  const { t, i18n } = useTranslation();
  const config = useCompanyStore((s) => s.config);
  const companyId = useCompanyStore((s) => s.companyId);
  const loaded = useCompanyStore((s) => s.loaded);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  // A page showing one item names it instead of the route (lib/routing/pageMeta.ts).
  const itemTitle = usePageMetaStore((s) => s.override?.title ?? null);
  useEffect(() => {
    document.title = documentTitle(itemTitle ?? (meta ? t(meta.titleKey) : null), config);
  }, [meta, t, config, i18n.language, itemTitle]);

  const announced = useRef(false);
  useEffect(() => {
    if (!loaded || announced.current) return;
    announced.current = true;
    postToParent({ type: 'ready', version: EMBED_PROTOCOL_VERSION, companyId: config?.companyId ?? companyId }, config);
  }, [loaded, config, companyId]);

  useEffect(() => {
    if (loaded) postToParent({ type: 'navigated', path: pathname + search }, config);
  }, [loaded, config, pathname, search]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = acceptedMessage(event, useCompanyStore.getState().config, window.parent);
      if (!message) return;
      if (message.type === 'setLanguage') useLanguageStore.getState().setLanguage(message.language);
      else if (message.type === 'navigate') void navigate(message.path);
      else {
        useLoginHidingStore.getState().reset();
        useAuthStore.getState().adoptToken(message.token);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
}
