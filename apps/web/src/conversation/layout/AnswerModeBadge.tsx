import { ApiOutlined, BookOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatStatus } from '../api/useChatStatus.ts';

/** Says how answers are made right now (offline extractive or a language model) and how retrieval works. */
export function AnswerModeBadge() {
  const { t } = useTranslation('aiask');
  const status = useChatStatus();
  if (!status.data) return null;
  const { answerMode, model, embeddings } = status.data;
  const llm = answerMode === 'llm';
  return (
    <span className="ak-mode" data-testid="answer-mode" data-mode={answerMode}>
      <Tooltip title={llm ? t('mode.llmHint') : t('mode.extractiveHint')}>
        <Tag color={llm ? 'purple' : 'default'} icon={llm ? <ThunderboltOutlined /> : <BookOutlined />}>
          {llm ? (model ? t('mode.llm', { model }) : t('mode.llmUnnamed')) : t('mode.extractive')}
        </Tag>
      </Tooltip>
      <Tooltip title={embeddings ? undefined : t('mode.lexicalHint')}>
        <Tag color={embeddings ? 'blue' : 'default'} icon={<ApiOutlined />}>
          {embeddings ? t('mode.embeddings') : t('mode.lexical')}
        </Tag>
      </Tooltip>
    </span>
  );
}
