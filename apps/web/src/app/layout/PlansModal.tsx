import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { PLAN_ABILITIES, PLAN_TIERS, RESOLUTION_RECORDS, type PlanTier, type UserInfo } from '@orator/shared';
import { formatFileSize } from '@orator/shared/format';
import { Button, Modal, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMMERCE_ROUTES } from '../../lib/routing/paths/commerce.ts';
import '../../commerce/member/i18n/register.ts';
import { MEMBER_ROUTES } from '../../lib/routing/paths/member.ts';
import { isActiveMember } from '../../lib/membership.ts';

/**
 * What each plan allows, read from the shared plan table the server enforces, with the
 * caller's plan marked, and the way to the purchase page.
 */
export function PlansModal({ user, open, onClose }: { user: UserInfo; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The 4K tier is not visible in the user info: a member is shown on the member plan.
  const current: PlanTier = isActiveMember(user) ? 'member' : 'free';
  const rows: { label: string; value: (tier: PlanTier) => ReactNode }[] = [
    {
      label: t('plans.resolutions'),
      value: (tier) => PLAN_ABILITIES[tier].resolutions.map((r) => RESOLUTION_RECORDS[r].label).join(' · '),
    },
    {
      label: t('plans.watermark'),
      value: (tier) =>
        PLAN_ABILITIES[tier].watermarkOptional ? (
          <span>
            <CheckOutlined className="plan-yes" /> {t('plans.watermarkOptional')}
          </span>
        ) : (
          <span>
            <CloseOutlined className="plan-no" /> {t('plans.watermarkAlways')}
          </span>
        ),
    },
    { label: t('plans.storage'), value: (tier) => formatFileSize(PLAN_ABILITIES[tier].storageBytes) },
    {
      label: t('plans.pages'),
      value: (tier) => {
        const max = PLAN_ABILITIES[tier].maxPages;
        return max === null ? t('plans.noLimit') : t('plans.upTo', { count: max });
      },
    },
    {
      label: t('plans.fourKCost'),
      value: (tier) => {
        const factor = PLAN_ABILITIES[tier].fourKDeductionFactor;
        return factor === null ? '—' : t('plans.timesTime', { factor });
      },
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('plans.title')}
      width={760}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      destroyOnHidden
    >
      <div data-testid="plans">
        <p className="muted">
          {t('plans.balance', { minutes: Math.floor(user.remainCredits / 60), seconds: Math.floor(user.remainCredits % 60) })}
        </p>
        <div className="plans-table" role="table">
          <div className="plans-row plans-head" role="row">
            <span role="columnheader" />
            {PLAN_TIERS.map((tier) => (
              <span key={tier} role="columnheader" className={tier === current ? 'plans-current' : undefined} data-testid={`plan-${tier}`}>
                <strong>{t(`plans.tiers.${tier}`)}</strong>
                {tier === current && (
                  <Tag color="blue" className="plans-yours">
                    {t('plans.yours')}
                  </Tag>
                )}
              </span>
            ))}
          </div>
          {rows.map((row) => (
            <div key={row.label} className="plans-row" role="row">
              <span role="rowheader" className="plans-label">
                {row.label}
              </span>
              {PLAN_TIERS.map((tier) => (
                <span key={tier} role="cell" className={tier === current ? 'plans-current' : undefined}>
                  {row.value(tier)}
                </span>
              ))}
            </div>
          ))}
        </div>
        <div className="plans-note">
          <Button
            onClick={() => {
              onClose();
              void navigate(MEMBER_ROUTES.centre);
            }}
            data-testid="plans-member-centre"
          >
            {t('member:menu')}
          </Button>
          <Button
            type="primary"
            onClick={() => {
              onClose();
              void navigate(COMMERCE_ROUTES.purchase);
            }}
            data-testid="plans-buy"
          >
            {t('plans.buy')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
