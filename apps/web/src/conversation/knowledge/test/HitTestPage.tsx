import { AimOutlined } from '@ant-design/icons';
import { HIT_TEST_TOP_N_MAX, type HitTestHit, type HitTestResult } from '@orator/shared';
import { Alert, Button, Empty, Form, Input, InputNumber, Slider, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../../api/knowledgeApi.ts';
import { useBase } from '../detail/baseContext.ts';

const SOURCES = ['lexical', 'trigram', 'vector'] as const;

function HitCard({ hit, rank }: { hit: HitTestHit; rank: number }) {
  const { t } = useTranslation('aiask');
  return (
    <li className="ak-hit" data-testid="hit" data-rank={rank} data-document={hit.documentName}>
      <div className="ak-hit-head">
        <Tag color="geekblue">{t('hit.rank', { rank })}</Tag>
        <strong>{t('hit.score', { score: hit.score.toFixed(3) })}</strong>
        <span className="ak-muted">
          {t('hit.from', { document: hit.documentName })}
          {hit.title ? ` · ${hit.title}` : ''}
        </span>
        <span className="ak-spacer" />
        <span className="ak-muted">{t('hit.matchedBy')}</span>
        {SOURCES.map((source) => {
          const score = hit.sources[source];
          return typeof score === 'number' ? (
            <Tag key={source} color="blue" data-testid={`hit-source-${source}`}>
              {t(`hit.sources.${source}`)} {score.toFixed(2)}
            </Tag>
          ) : null;
        })}
      </div>
      <div className="ak-segment-text" data-testid="hit-text">
        {hit.text}
      </div>
    </li>
  );
}

/** Hit test (spec §2 knowledgeHitTest, §5 query required): ranked segments with scores and the lists that found them. */
export default function HitTestPage() {
  const { t } = useTranslation('aiask');
  const { base } = useBase();
  const [form] = Form.useForm<{ query: string; topN: number; threshold: number }>();
  const [busy, setBusy] = useState(false);
  // The query the shown results answer (a new run keeps the old results until its own arrive).
  const [result, setResult] = useState<{ query: string; hits: HitTestResult } | null>(null);

  const run = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const query = values.query.trim();
      setResult({ query, hits: await knowledgeApi.hitTest({ id: base.id, query, topN: values.topN, threshold: values.threshold }) });
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ak-test" data-testid="hit-test">
      <div className="ak-panel">
        {base.status !== 'available' && <Alert type="info" showIcon message={t('hit.notReady')} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" initialValues={{ query: '', topN: 5, threshold: 0.2 }} onFinish={() => void run()}>
          <Form.Item name="query" label={t('hit.query')} rules={[{ required: true, whitespace: true, message: t('hit.queryRequired') }]}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={1000}
              placeholder={t('hit.queryPlaceholder')}
              onPressEnter={(event) => {
                if (!event.shiftKey) {
                  event.preventDefault();
                  form.submit();
                }
              }}
              data-testid="hit-query"
            />
          </Form.Item>
          <div className="ak-hit-options">
            <Form.Item name="topN" label={t('hit.topN')}>
              <InputNumber min={1} max={HIT_TEST_TOP_N_MAX} precision={0} data-testid="hit-topn" />
            </Form.Item>
            <Form.Item name="threshold" label={t('hit.threshold')} className="ak-grow">
              <Slider min={0} max={1} step={0.01} data-testid="hit-threshold" />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<AimOutlined />} loading={busy} data-testid="hit-run">
              {t('hit.run')}
            </Button>
          </div>
        </Form>
      </div>
      {result && (
        <div className="ak-panel" data-testid="hit-results" data-count={result.hits.hits.length} data-query={result.query}>
          <div className="ak-toolbar">
            <strong>{t('hit.results', { count: result.hits.hits.length })}</strong>
            <span className="ak-muted">{t('aiTest.elapsed', { ms: Math.round(result.hits.tookMs) })}</span>
          </div>
          {result.hits.vectorsMissing && result.hits.vectorsMissing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="hit-vectors-missing"
              message={t('hit.vectorsMissing', { documents: result.hits.vectorsMissing.join(', ') })}
            />
          )}
          {result.hits.hits.length === 0 ? (
            <Empty description={t('hit.none')} />
          ) : (
            <ol className="ak-hits">
              {result.hits.hits.map((hit, index) => (
                <HitCard key={hit.segmentId} hit={hit} rank={index + 1} />
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
