import { SendOutlined } from '@ant-design/icons';
import { ANSWER_QUESTION_MAX, type AnswerResult } from '@orator/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '../../api/rolesApi.ts';
import { AnswerDetails } from '../../ui/AnswerDetails.tsx';
import { useBase } from '../detail/baseContext.ts';

/**
 * AI test of a base (spec §2 knowledgeAiTest): the answer as a role linked to this base would give it,
 * with the segments it used and the answer mode. The contract answers in one piece (documentLib/ai/test).
 */
export default function KnowledgeAiTestPage() {
  const { t } = useTranslation('aiask');
  const { base } = useBase();
  const [form] = Form.useForm<{ question: string }>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ question: string; result: AnswerResult } | null>(null);

  const ask = async () => {
    const { question } = await form.validateFields();
    setBusy(true);
    try {
      const result = await rolesApi.aiTest({ baseIds: [base.id], question: question.trim() });
      setAnswer({ question: question.trim(), result });
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ak-test" data-testid="kb-ai-test">
      <div className="ak-panel">
        <p className="ak-muted">{t('kbAi.intro')}</p>
        <Form form={form} layout="vertical" onFinish={() => void ask()}>
          <Form.Item name="question" rules={[{ required: true, whitespace: true, message: t('aiTest.questionRequired') }]}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={ANSWER_QUESTION_MAX}
              placeholder={t('aiTest.placeholder')}
              onPressEnter={(event) => {
                if (!event.shiftKey) {
                  event.preventDefault();
                  form.submit();
                }
              }}
              data-testid="kb-ai-question"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy} data-testid="kb-ai-ask">
            {t('kbAi.ask')}
          </Button>
        </Form>
      </div>
      {answer && (
        <div className="ak-panel" data-testid="kb-ai-answer" data-source={answer.result.source}>
          <div className="ak-bubble user">{answer.question}</div>
          <div className="ak-bubble answer" data-testid="kb-ai-answer-text">
            {answer.result.answer}
          </div>
          <AnswerDetails
            source={answer.result.source}
            answerMode={answer.result.answerMode}
            segments={answer.result.segments}
            qaMatch={answer.result.qaMatch}
            elapsedMs={answer.result.elapsedMs}
          />
        </div>
      )}
    </div>
  );
}
