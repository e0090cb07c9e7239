import type { Notice } from '@orator/shared';
import { formatMoney } from '@orator/shared/format';
import { COMMERCE_ROUTES, DISTRIBUTION_ROUTE } from '../../lib/routing/paths/commerce.ts';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import { WIZARD_ROUTES } from '../../lib/routing/paths/wizards.ts';

/** A notice as the reader sees it: worded in their language, with where it leads (if anywhere). */
export interface NoticeView {
  title: string;
  body: string;
  link: string | null;
}

/** The notices namespace's translate function (only string keys with values are used). */
type Translate = (key: string, values?: Record<string, string>) => string;

export function viewOfNotice(notice: Notice, t: Translate): NoticeView {
  switch (notice.kind) {
    case 'renderSucceeded':
      return {
        title: t('kinds.renderSucceeded.title'),
        body: t('kinds.renderSucceeded.body', { name: notice.params.name ?? '' }),
        link: `${ROUTES.creationCentre}?tab=finished`,
      };
    case 'renderFailed':
      return {
        title: t('kinds.renderFailed.title'),
        body: t('kinds.renderFailed.body', { name: notice.params.name ?? '', reason: notice.params.reason ?? '' }),
        link: `${ROUTES.creationCentre}?tab=workbench`,
      };
    case 'timeGranted':
      return {
        title: t('kinds.timeGranted.title'),
        body: t('kinds.timeGranted.body', { seconds: notice.params.seconds ?? '' }),
        link: null,
      };
    case 'paymentPaid':
    case 'paymentFailed':
      return {
        title: t(`kinds.${notice.kind}.title`),
        body: t(`kinds.${notice.kind}.body`, {
          orderNo: notice.params.orderNo ?? '',
          amount: formatMoney(Number(notice.params.amount ?? 0)),
        }),
        link: notice.kind === 'paymentFailed' ? COMMERCE_ROUTES.purchase : null,
      };
    case 'commissionEarned':
    case 'withdrawalApproved':
    case 'withdrawalRejected':
      return {
        title: t(`kinds.${notice.kind}.title`),
        body: t(`kinds.${notice.kind}.body`, {
          orderNo: notice.params.orderNo ?? '',
          amount: formatMoney(Number(notice.params.amount ?? 0)),
        }),
        link: DISTRIBUTION_ROUTE,
      };
    case 'codeRedeemed': {
      const { code = '', plan = '', days = '0', seconds = '0' } = notice.params;
      const minutes = String(Math.round(Number(seconds) / 60));
      return {
        title: t('kinds.codeRedeemed.title'),
        body: plan
          ? t('kinds.codeRedeemed.plan', { code, days, plan: t(`kinds.plans.${plan}`) })
          : t('kinds.codeRedeemed.minutes', { code, minutes }),
        link: null,
      };
    }
    case 'cloneAuthorizationApproved':
    case 'cloneAuthorizationRejected':
      return {
        title: t(`kinds.${notice.kind}.title`),
        body: t(`kinds.${notice.kind}.body`, { name: notice.params.name ?? '', reason: notice.params.reason ?? '' }),
        link: `${WIZARD_ROUTES.clone}?clone=${encodeURIComponent(notice.params.cloneId ?? '')}`,
      };
    case 'broadcast':
      return { title: notice.title ?? '', body: notice.body ?? '', link: null };
  }
}
