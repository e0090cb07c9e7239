import { ThunderboltOutlined } from '@ant-design/icons';
import { QA_GENERATE_MAX, type QaGenerationResult } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../api/knowledgeApi.ts';
import { qaApi } from '../api/qaApi.ts';
import { useChatStatus } from '../api/useChatStatus.ts';

const DEFAULT_COUNT = 10;

interface GenerateForm {
  libId: string;
  count: number;
}

/**
 * Questions generated from a knowledge base into this library (spec §7 documentLib/intelligent/generate). Without a
 * language model they are derived from the documents' headings and key sentences, and the dialog says so before and after.
 */
export function QaGenerateDialog({
  open,
  qaLibraryId,
  onGenerated,
  onClose,
}: {
  open: boolean;
  qaLibraryId: string;
  onGenerated: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<GenerateForm>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<QaGenerationResult | null>(null);
  const status = useChatStatus();
  const bases = useQuery({
    queryKey: ['aiask', 'knowledge', 'bases', 'for-generation'],
    queryFn: () => knowledgeApi.page({ page: 1, size: 100 }),
    enabled: open,
  });
  const offline = status.data?.answerMode !== 'llm';

  const close = () => {
    setProblem(null);
    setResult(null);
    form.resetFields();
    onClose();
  };

  const generate = async (values: GenerateForm) => {
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      setResult(await qaApi.generate({ libId: values.libId, count: values.count, qaLibraryId }));
      await onGenerated();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('qaGenerate.title')} onCancel={close} footer={null} width={560} destroyOnHidden>
      <Alert
        type={offline ? 'info' : 'success'}
        showIcon
        style={{ marginBottom: 16 }}
        message={offline ? t('qaGenerate.offlineMode') : t('qaGenerate.modelMode')}
        data-testid="qa-generate-mode"
      />
      <Form<GenerateForm>
        form={form}
        layout="vertical"
        initialValues={{ count: DEFAULT_COUNT }}
        onFinish={(values) => void generate(values)}
      >
        <Form.Item name="libId" label={t('qaGenerate.base')} rules={[{ required: true, message: t('qaGenerate.baseRequired') }]}>
          <Select
            loading={bases.isPending}
            placeholder={t('qaGenerate.basePlaceholder')}
            options={(bases.data?.items ?? []).map((base) => ({ value: base.id, label: base.name }))}
            notFoundContent={t('qaGenerate.noBases')}
            data-testid="qa-generate-base"
          />
        </Form.Item>
        <Form.Item
          name="count"
          label={t('qaGenerate.count', { max: QA_GENERATE_MAX })}
          rules={[{ required: true, message: t('qaGenerate.countRequired') }]}
        >
          <InputNumber min={1} max={QA_GENERATE_MAX} precision={0} style={{ width: 160 }} data-testid="qa-generate-count" />
        </Form.Item>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
        {result && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="qa-generate-result"
            message={t('qaGenerate.result', { count: result.generated })}
            description={
              <Tag color={result.mode === 'llm' ? 'purple' : 'blue'}>
                {result.mode === 'llm' ? t('qaGenerate.byModel') : t('qaGenerate.derived')}
              </Tag>
            }
          />
        )}
        <Button type="primary" htmlType="submit" icon={<ThunderboltOutlined />} loading={busy} data-testid="qa-generate-submit">
          {t('qaGenerate.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
