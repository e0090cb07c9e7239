import { LoadingOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { ASSISTANT_PURCHASE_PATH } from '@orator/shared/assistant';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assistantApi } from './assistantApi.ts';
import { ASSISTANT_NAMESPACE } from './i18n/register.ts';
import { ALLOWANCE_QUERY_KEY, type WriterState } from './useAssistantWriter.ts';

/** Generating (with Stop), stopped, or failed (with Retry; "Buy words" when the allowance is used up). */
export function WriterStatus({ state, onStop, onRetry }: { state: WriterState; onStop: () => void; onRetry: () => void }) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  if (state.status === 'generating')
    return (
      <Space className="assistant-status" data-testid="assistant-generating">
        <LoadingOutlined />
        <span>{t('generating')}</span>
        <Button size="small" icon={<StopOutlined />} onClick={onStop} data-testid="assistant-stop">
          {t('stop')}
        </Button>
      </Space>
    );
  if (state.status === 'stopped') return <Alert type="info" showIcon title={t('stopped')} data-testid="assistant-stopped" />;
  if (state.status !== 'failed') return null;
  return (
    <Alert
      type={state.usedUp ? 'warning' : 'error'}
      showIcon
      title={state.usedUp ? state.message : `${t('failed')} ${state.message}`}
      data-testid="assistant-failed"
      action={
        state.usedUp ? (
          <Link to={ASSISTANT_PURCHASE_PATH} data-testid="assistant-buy-words">
            {t('buyWords')}
          </Link>
        ) : (
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry} data-testid="assistant-retry">
            {t('retry')}
          </Button>
        )
      }
    />
  );
}

/** Which writer is on (the language model, or offline templates) and what is left of the allowance. */
export function AllowanceLine() {
  const { t, i18n } = useTranslation(ASSISTANT_NAMESPACE);
  const allowance = useQuery({ queryKey: ALLOWANCE_QUERY_KEY, queryFn: assistantApi.allowance });
  if (!allowance.data) return null;
  const { data } = allowance;
  return (
    <div className="assistant-allowance" data-testid="assistant-allowance">
      <p className="panel-hint" data-testid="assistant-writer-mode" data-writer={data.writer}>
        {t(`writer.${data.writer}`)}
      </p>
      <p className="panel-hint">
        {t('allowance.line', {
          characters: data.characters.toLocaleString(i18n.language),
          images: data.images.toLocaleString(i18n.language),
          tier: t(`allowance.tiers.${data.tier}`),
          date: new Date(data.expiresAt).toLocaleDateString(i18n.language),
        })}
      </p>
    </div>
  );
}
