import { ClearOutlined, SendOutlined } from '@ant-design/icons';
import { ANSWER_QUESTION_MAX, type RoleSummary } from '@orator/shared';
import { Alert, Button, Drawer, Empty, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { streamAnswer } from '../api/rolesApi.ts';
import { applyAnswerEvent, historyOf, newExchange, type Exchange } from '../model/conversation.ts';
import { AnswerDetails } from '../ui/AnswerDetails.tsx';

/** AI test of a role: a conversation with it, the answer streaming in, with what each answer used. */
export function RoleTestDrawer({ role, onClose }: { role: RoleSummary | null; onClose: () => void }) {
  const { t } = useTranslation('aiask');
  const [question, setQuestion] = useState('');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setExchanges([]);
    setQuestion('');
    return () => abort.current?.abort();
  }, [role?.id]);
  // A block body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [exchanges]);

  const ask = async () => {
    const text = question.trim();
    if (!role || !text || busy) return;
    const history = historyOf(exchanges);
    const index = exchanges.length;
    const update = (change: (exchange: Exchange) => Exchange) =>
      setExchanges((list) => list.map((exchange, i) => (i === index ? change(exchange) : exchange)));
    setExchanges((list) => [...list, newExchange(text)]);
    setQuestion('');
    setBusy(true);
    abort.current = new AbortController();
    try {
      await streamAnswer(
        { roleId: role.id, question: text, history },
        (event) => update((e) => applyAnswerEvent(e, event)),
        abort.current.signal,
      );
      update((e) => (e.done ? e : { ...e, done: true }));
    } catch (error) {
      update((e) => ({ ...e, error: error instanceof Error ? error.message : String(error), done: true }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={role !== null}
      width={620}
      title={role ? t('aiTest.title', { name: role.name }) : ''}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button icon={<ClearOutlined />} disabled={busy || exchanges.length === 0} onClick={() => setExchanges([])}>
          {t('aiTest.clear')}
        </Button>
      }
      footer={
        <div className="ak-ask">
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={ANSWER_QUESTION_MAX}
            value={question}
            placeholder={t('aiTest.placeholder')}
            onChange={(event) => setQuestion(event.target.value)}
            onPressEnter={(event) => {
              if (!event.shiftKey) {
                event.preventDefault();
                void ask();
              }
            }}
            data-testid="role-test-question"
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={busy}
            disabled={!question.trim()}
            onClick={() => void ask()}
            data-testid="role-test-send"
          >
            {t('aiTest.send')}
          </Button>
        </div>
      }
    >
      <div className="ak-chat" data-testid="role-test-chat">
        {exchanges.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('aiTest.empty')} />}
        {exchanges.map((exchange, index) => (
          <div
            key={index}
            className="ak-exchange"
            data-testid="role-test-exchange"
            data-done={exchange.done}
            data-source={exchange.source ?? ''}
          >
            <div className="ak-bubble user">{exchange.question}</div>
            <div className="ak-bubble answer" data-testid="role-test-answer">
              {exchange.answer || (exchange.done ? '' : t('aiTest.thinking'))}
              {exchange.error && <Alert type="error" showIcon message={t('aiTest.failed', { message: exchange.error })} />}
            </div>
            {exchange.source && exchange.answerMode && (
              <AnswerDetails
                source={exchange.source}
                answerMode={exchange.answerMode}
                segments={exchange.segments}
                qaMatch={exchange.qaMatch}
                elapsedMs={exchange.elapsedMs ?? undefined}
              />
            )}
          </div>
        ))}
        <div ref={end} />
      </div>
    </Drawer>
  );
}
