import { OPERATOR_PLAN_CHOICES, type OperatorUser } from '@orator/shared';
import { Input, InputNumber, Modal, Radio, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { MEMBER_NAMESPACE } from './i18n/register.ts';
import { operatorApi } from './operatorApi.ts';

type Choice = (typeof OPERATOR_PLAN_CHOICES)[number];

/** An operator sets a user's plan for n days from now, or ends it, with the reason the audit keeps. */
export function OperatorPlanDialog({ user, onClose }: { user: OperatorUser; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [plan, setPlan] = useState<Choice>(user.proMan ? 'business' : 'personal');
  const [days, setDays] = useState<number | null>(30);
  const [reason, setReason] = useState('');
  const needsDays = plan !== 'none';
  return (
    <Modal
      open
      title={t('operator.planTitle', { name: user.email ?? user.phone ?? user.userId })}
      okText={t('operator.changePlan')}
      okButtonProps={{ danger: plan === 'none', disabled: !reason.trim() || (needsDays && !days), 'data-testid': 'operator-plan-confirm' } as ButtonProps}
      onCancel={() => onClose(false)}
      onOk={async () => {
        await operatorApi.changePlan({ userId: user.userId, plan, days: days ?? 30, reason });
        toast.success(t('operator.planChanged'));
        onClose(true);
      }}
    >
      <p className="muted">{t('operator.planHint')}</p>
      <Radio.Group value={plan} onChange={(e) => setPlan(e.target.value as Choice)} data-testid="operator-plan-choice">
        {OPERATOR_PLAN_CHOICES.map((choice) => (
          <Radio.Button key={choice} value={choice}>
            {t(`operator.planChoices.${choice}`)}
          </Radio.Button>
        ))}
      </Radio.Group>
      {needsDays && (
        <div style={{ marginTop: 12 }}>
          <InputNumber min={1} max={3660} precision={0} value={days} onChange={setDays} addonAfter={t('operator.days')} data-testid="operator-plan-days" />
        </div>
      )}
      <Input.TextArea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('operator.reason')} style={{ marginTop: 12 }} />
    </Modal>
  );
}
