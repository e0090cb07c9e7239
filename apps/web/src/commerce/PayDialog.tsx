import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { messageFor } from '@orator/shared';
import type { Order } from '@orator/shared/commerce';
import { formatMoney } from '@orator/shared/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../lib/i18n/index.ts';
import { useIsMobile } from '../lib/ui/useIsMobile.ts';
import { commerceApi } from './commerceApi.ts';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';

/** How often the dialog asks for the order's state while its QR shows. */
const POLL_MS = 1500;

/**
 * The QR of one order (issue 14 §2): scan it, or open its page (a phone gets the page's button alone, issue 15 §5); the dialog polls the order until
 * the provider's notification has moved it. Paid: the user's plan is reloaded. Failed: 'pay
 * again' starts a new attempt with a new QR (spec §8 'Payment failed, click to continue paying').
 */
export function PayDialog({ order: initial, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  // A QR cannot be scanned by the phone that shows it: a phone opens the payment page directly.
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState(initial);
  const polled = useQuery({
    queryKey: ['order', order.orderNo, order.payUrl],
    queryFn: () => commerceApi.order(order.orderNo),
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'created' ? false : POLL_MS),
  });
  const current = polled.data ?? order;
  useEffect(() => {
    if (current.state === 'paid') void queryClient.invalidateQueries({ queryKey: ['user'] });
  }, [current.state, queryClient]);
  const again = useMutation({ mutationFn: () => commerceApi.payAgain(order.orderNo), onSuccess: (next) => setOrder(next) });

  return (
    <Modal
      open
      title={mobile ? t('pay.mobileTitle') : t('pay.title')}
      onCancel={onClose}
      footer={
        <Button type={current.state === 'paid' ? 'primary' : 'default'} onClick={onClose} data-testid="pay-close">
          {t('pay.done')}
        </Button>
      }
      destroyOnHidden
    >
      <div className="pay-dialog" data-testid="pay-dialog" data-state={current.state}>
        <p className="muted">{t('pay.order', { orderNo: current.orderNo })}</p>
        <p>
          {t('pay.amount')}:{' '}
          <strong className="pay-amount" data-testid="pay-amount">
            ¥{formatMoney(current.amount)}
          </strong>
          {current.listAmount !== current.amount && (
            <span className="pay-list-price">
              {t('pay.listPrice')} <s>¥{formatMoney(current.listAmount)}</s>
            </span>
          )}
        </p>
        {current.couponCode && (
          <p className="muted" data-testid="pay-coupon">
            {t('coupon.applied', { code: current.couponCode })}
          </p>
        )}
        {current.state === 'paid' ? (
          <Alert type="success" showIcon icon={<CheckCircleFilled />} message={t('pay.success')} data-testid="pay-success" />
        ) : current.state === 'failed' ? (
          <Alert
            type="error"
            showIcon
            message={messageFor('paymentFailed', language)}
            data-testid="pay-failed"
            action={
              <Button danger onClick={() => again.mutate()} loading={again.isPending} data-testid="pay-again">
                {t('pay.payAgain')}
              </Button>
            }
          />
        ) : mobile ? (
          <>
            <p>{t('pay.mobileHint')}</p>
            <Button
              type="primary"
              size="large"
              block
              href={current.payUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="pay-open"
            >
              {t('pay.openPage')}
            </Button>
            <p className="muted pay-waiting">
              <LoadingOutlined /> {t('pay.waiting')}
            </p>
          </>
        ) : (
          <>
            <img className="pay-qr" src={current.qrDataUrl} alt={t('pay.title')} width={240} height={240} data-testid="pay-qr" />
            <p>{t('pay.scan')}</p>
            <a href={current.payUrl} target="_blank" rel="noopener noreferrer" data-testid="pay-link">
              {t('pay.openPage')}
            </a>
            <p className="muted">
              <LoadingOutlined /> {t('pay.waiting')}
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
