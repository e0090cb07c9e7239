import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While a role is unfinished (spec §4: confirm on exit), leaving asks first: another route of the
 * app, and closing or reloading the tab (the browser's own question).
 */
export function useLeaveGuard(active: boolean) {
  const { t } = useTranslation('aiask');
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('roleForm.leaveTitle'),
      content: t('roleForm.leaveBody'),
      okText: t('roleForm.leave'),
      cancelText: t('roleForm.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

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
      title: t('roleForm.leaveTitle'),
      content: t('roleForm.leaveBody'),
      okText: t('roleForm.leave'),
      okButtonProps: { 'data-testid': 'role-leave-confirm' },
      cancelText: t('roleForm.stay'),
      onOk: leave,
    });
  };
}
