import { CrownOutlined } from '@ant-design/icons';
import type { UserInfo } from '@orator/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../lib/ui/useOpenedOnce.ts';
import { useTranslation } from 'react-i18next';
import { isActiveMember } from '../../lib/membership.ts';

/** Membership expiry, or 'Free plan' when the user is not a member (header, product-rules#screens); opens the plans. */
// The plans table loads when first opened, not with every page's header.
const PlansModal = lazy(() => import('./PlansModal.tsx').then((m) => ({ default: m.PlansModal })));

export function MembershipBadge({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const member = isActiveMember(user) && user.expiredVip !== null;
  return (
    <>
      <button type="button" className="membership-button" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="membership">
        {member ? (
          <Tag className="membership-tag" color="gold" icon={<CrownOutlined />}>
            {t('header.memberUntil', { date: dayjs(user.expiredVip).format('YYYY-MM-DD') })}
          </Tag>
        ) : (
          <Tag className="membership-tag">{t('header.freePlan')}</Tag>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <PlansModal user={user} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
