import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { funcValue, type FuncKey, type Plan } from '@orator/shared/commerce';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';

const ROWS: FuncKey[] = [
  'video_resolution',
  'video_removeWatermark',
  'video_maxDurationPerVideo',
  'translation_maxDurationPerVideo',
  'batch_maxNumOfVideo',
  'magic_assistant',
  'storage_gb',
  'daily_syntheses',
  'max_pages',
  'max_clones',
  'fourk_deduction_factor',
];

/** The plans' funcList side by side (spec §3 Pricing), read from the plan data the server enforces. */
export function FeatureMatrix({ plans, currentCode }: { plans: Plan[]; currentCode: string | null }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const cell = (plan: Plan, key: FuncKey): ReactNode => {
    const value = funcValue(plan.funcList, key);
    const n = Number(value);
    switch (key) {
      case 'video_resolution':
        return n >= 2160 ? '4K' : `${n}p`;
      case 'video_removeWatermark':
      case 'magic_assistant':
        return value === '1' ? (
          <CheckOutlined className="plan-yes" aria-label="yes" />
        ) : (
          <CloseOutlined className="plan-no" aria-label="no" />
        );
      case 'video_maxDurationPerVideo':
      case 'translation_maxDurationPerVideo':
        return t('matrix.minutes', { count: n });
      case 'storage_gb':
        return t('matrix.gb', { count: n });
      case 'daily_syntheses':
      case 'max_pages':
        return n > 0 ? n : t('matrix.unlimited');
      case 'fourk_deduction_factor':
        return n > 0 ? t('matrix.times', { factor: n }) : plan.vipType ? t('matrix.addOn') : '—';
      default:
        return value;
    }
  };
  const avatars = (plan: Plan) =>
    plan.avatarType.includes('vip+ultra')
      ? t('matrix.avatarsBusiness')
      : plan.avatarType
        ? t('matrix.avatarsVip')
        : t('matrix.avatarsFree');
  const head = (plan: Plan) => (plan.code === currentCode ? 'matrix-current' : undefined);

  return (
    <section className="feature-matrix" data-testid="feature-matrix">
      <h2>{t('matrix.title')}</h2>
      {/* A phone scrolls the table in its box, never the page. */}
      <div className="feature-matrix-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('matrix.feature')}</th>
              {plans.map((plan) => (
                <th key={plan.code} scope="col" className={head(plan)}>
                  {t(`plans.${plan.code}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((key) => (
              <tr key={key} data-testid={`matrix-${key}`}>
                <th scope="row">{t(`matrix.${key}`)}</th>
                {plans.map((plan) => (
                  <td key={plan.code} className={head(plan)}>
                    {cell(plan, key)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('matrix.avatarType')}</th>
              {plans.map((plan) => (
                <td key={plan.code} className={head(plan)}>
                  {avatars(plan)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
