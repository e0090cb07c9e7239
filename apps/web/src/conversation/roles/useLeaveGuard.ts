import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** The i18n keys of the leave question (the role wizard's by default). */
export interface LeaveTexts {
  title: string;
  body: string;
  leave: string;
  stay: string;
}
const ROLE_TEXTS: LeaveTexts = { title: 'roleForm.leaveTitle', body: 'roleForm.leaveBody', leave: 'roleForm.leave', stay: 'roleForm.stay' };

/**
 * While a role is unfinished (spec §4: confirm on exit), leaving asks first: another route of the
 * app, and closing or reloading the tab (the browser's own question).
 */
export function useLeaveGuard(active: boolean, keys: LeaveTexts = ROLE_TEXTS) {
  const { t } = useTranslation('aiask');
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t(keys.title),
      content: t(keys.body),
      okText: t(keys.leave),
      cancelText: t(keys.stay),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t, keys]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  /** Asks before running `leave` when there is something to lose. */
  return (leave: () => void) => {
    if (!active) {
      leave();
      return;
    }
    modal.confirm({
      title: t(keys.title),
      content: t(keys.body),
      okText: t(keys.leave),
      okButtonProps: { 'data-testid': 'role-leave-confirm' },
      cancelText: t(keys.stay),
      onOk: leave,
    });
  };
}
