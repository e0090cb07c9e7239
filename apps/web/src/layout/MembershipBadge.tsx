import { CrownOutlined } from '@ant-design/icons';
import type { UserInfo } from '@orator/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Membership expiry, or 'Free plan' when the user is not a member (spec §2 header). */
export function MembershipBadge({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const isMember = user.vipType === 'vip' && user.expiredVip !== null && dayjs(user.expiredVip).isAfter(dayjs());
  if (!isMember || user.expiredVip === null) {
    return (
      <Tag className="membership-tag" data-testid="membership">
        {t('header.freePlan')}
      </Tag>
    );
  }
  return (
    <Tag className="membership-tag" color="gold" icon={<CrownOutlined />} data-testid="membership">
      {t('header.memberUntil', { date: dayjs(user.expiredVip).format('YYYY-MM-DD') })}
    </Tag>
  );
}
