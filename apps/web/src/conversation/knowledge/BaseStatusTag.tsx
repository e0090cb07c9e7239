import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n/index.ts';
import { STATUS_COLOR, type BaseStatus } from '../model/knowledgeState.ts';

/**
 * The state of a knowledge base or a document, with the progress while processing; a failure shows
 * its reason on hover (a catalogue key from the server, or a message already in the user's language).
 */
export function BaseStatusTag({
  status,
  reasonKey,
  reason: reasonText,
  progress,
}: {
  status: BaseStatus;
  reasonKey?: string | null;
  reason?: string | null;
  progress?: number | null;
}) {
  const reason = reasonText ?? (reasonKey ? errorText(reasonKey) : null);
  const { t } = useTranslation('aiask');
  const label =
    status === 'processing' && typeof progress === 'number' && progress < 100
      ? `${t('knowledge.states.processing')} ${Math.round(progress)}%`
      : t(`knowledge.states.${status}`);
  const tag = (
    <Tag color={STATUS_COLOR[status]} data-testid="status-tag" data-status={status}>
      {label}
    </Tag>
  );
  return status === 'failed' && reason ? <Tooltip title={t('knowledge.failedReason', { reason })}>{tag}</Tooltip> : tag;
}
