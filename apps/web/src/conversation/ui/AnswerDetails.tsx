import type { AnswerQaMatch, AnswerSegment, AnswerSource } from '@orator/shared';
import { Collapse, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const SOURCE_COLOR: Record<AnswerSource, string> = {
  sensitive: 'red',
  qa: 'green',
  llm: 'purple',
  extractive: 'blue',
  fallback: 'default',
};

/** What an answer was built from: its source and mode, the Q&A match, and the segments used. */
export function AnswerDetails({
  source,
  answerMode,
  segments,
  qaMatch,
  elapsedMs,
}: {
  source: AnswerSource;
  answerMode: 'llm' | 'extractive';
  segments: AnswerSegment[];
  qaMatch: AnswerQaMatch | null;
  elapsedMs?: number;
}) {
  const { t } = useTranslation('aiask');
  return (
    <div className="ak-answer-details" data-testid="answer-details" data-source={source} data-mode={answerMode}>
      <div className="ak-answer-tags">
        <Tag color={SOURCE_COLOR[source]}>{t(`aiTest.sources.${source}`)}</Tag>
        <Tag>{answerMode === 'llm' ? t('mode.llmUnnamed') : t('mode.extractive')}</Tag>
        {source === 'qa' && qaMatch && (
          <span className="ak-muted">{t('aiTest.qaMatched', { question: qaMatch.matchedQuestion, score: qaMatch.score.toFixed(2) })}</span>
        )}
        {elapsedMs !== undefined && <span className="ak-muted">{t('aiTest.elapsed', { ms: Math.round(elapsedMs) })}</span>}
      </div>
      {segments.length > 0 && (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'segments',
              label: `${t('aiTest.segmentsUsed')} (${segments.length})`,
              children: (
                <ol className="ak-used-segments" data-testid="answer-segments">
                  {segments.map((segment) => (
                    <li key={segment.segmentId}>
                      <div className="ak-muted">
                        {segment.documentName}
                        {segment.title ? ` · ${segment.title}` : ''} · {t('hit.score', { score: segment.score.toFixed(3) })}
                      </div>
                      <div className="ak-segment-text">{segment.text}</div>
                    </li>
                  ))}
                </ol>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
