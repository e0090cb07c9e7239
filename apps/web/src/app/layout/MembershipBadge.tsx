import { CrownOutlined } from '@ant-design/icons';
import type { UserInfo } from '@orator/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveMember } from '../../lib/membership.ts';
import { PlansModal } from './PlansModal.tsx';

/** Membership expiry, or 'Free plan' when the user is not a member (header, product-rules#screens); opens the plans. */
export function MembershipBadge({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
      <PlansModal user={user} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
