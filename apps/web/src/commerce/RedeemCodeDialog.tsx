import type { RedeemResult } from '@orator/shared/commerce';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICES_QUERY_KEY } from '../platform/notices/noticesApi.ts';
import { codesApi } from './codesApi.ts';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';

/**
 * The code-redemption dialog (spec §2; issue 14 §3), opened from the header's user menu: a plan
 * or minutes code is granted at once; the header's plan and the notices refresh.
 */
export function RedeemCodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const redeem = useMutation({
    mutationFn: () => codesApi.redeem(code),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY }),
      ]);
    },
  });
  const done: RedeemResult | undefined = redeem.data;

  return (
    <Modal
      open
      title={t('redeem.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        done ? (
          <Button type="primary" onClick={onClose} data-testid="redeem-close">
            {t('redeem.close')}
          </Button>
        ) : (
          <Button
            type="primary"
            disabled={code.trim() === ''}
            loading={redeem.isPending}
            onClick={() => redeem.mutate()}
            data-testid="redeem-submit"
          >
            {t('redeem.submit')}
          </Button>
        )
      }
    >
      <div data-testid="redeem-dialog">
        {done ? (
          <Alert
            type="success"
            showIcon
            data-testid="redeem-success"
            message={
              done.benefit.kind === 'plan'
                ? t('redeem.plan', { days: done.benefit.days, plan: t(`plans.${done.benefit.plan}`) })
                : t('redeem.minutes', { minutes: done.benefit.kind === 'minutes' ? done.benefit.minutes : 0 })
            }
            description={<span data-testid="redeem-balance">{t('redeem.balance', { minutes: Math.floor(done.remainCredits / 60) })}</span>}
          />
        ) : (
          <>
            <p>{t('redeem.intro')}</p>
            <Input
              autoFocus
              value={code}
              maxLength={40}
              placeholder={t('redeem.placeholder')}
              onChange={(event) => setCode(event.target.value)}
              onPressEnter={() => code.trim() && redeem.mutate()}
              status={redeem.isError ? 'error' : undefined}
              data-testid="redeem-input"
            />
            {redeem.isError && (
              <Alert className="redeem-error" type="error" showIcon message={redeem.error.message} data-testid="redeem-error" />
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
