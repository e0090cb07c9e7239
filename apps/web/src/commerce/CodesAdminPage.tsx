import type { CodeBatch, CodeBatchCreateBody, CodeBenefit } from '@orator/shared/commerce';
import { ADDON_CODES, PLAN_CODES } from '@orator/shared/commerce';
import { formatMoney } from '@orator/shared/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codesApi } from './codesApi.ts';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';
import './commerce.css';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

interface BatchForm {
  name: string;
  count: number;
  usesPerCode: number;
  validDays: number | null;
  kind: CodeBenefit['kind'];
  minutes: number;
  plan: 'personal' | 'business';
  days: number;
  mode: 'percent' | 'fixed';
  /** Percent, or yuan for a fixed discount (minor units from here on). */
  value: number;
  product: string | null;
}

function benefitOf(form: BatchForm): CodeBenefit {
  switch (form.kind) {
    case 'minutes':
      return { kind: 'minutes', minutes: form.minutes };
    case 'plan':
      return { kind: 'plan', plan: form.plan, days: form.days, minutes: form.minutes ?? 0 };
    case 'discount':
      return {
        kind: 'discount',
        mode: form.mode,
        value: form.mode === 'fixed' ? Math.round(form.value * 100) : form.value,
        product: (form.product as Extract<CodeBenefit, { kind: 'discount' }>['product']) ?? null,
      };
  }
}

/** What a batch gives, in a few words. */
function useBenefitText(): (benefit: CodeBenefit) => string {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  return (benefit) => {
    if (benefit.kind === 'minutes') return t('codes.benefitMinutes', { minutes: benefit.minutes });
    if (benefit.kind === 'plan') return t('codes.benefitPlan', { plan: t(`plans.${benefit.plan}`), days: benefit.days });
    const value =
      benefit.mode === 'percent'
        ? t('codes.benefitPercent', { value: benefit.value })
        : t('codes.benefitFixed', { value: formatMoney(benefit.value) });
    return benefit.product ? `${value} · ${benefit.product}` : value;
  };
}

function NewBatchCard() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BatchForm>();
  const kind = Form.useWatch('kind', form) ?? 'minutes';
  const mode = Form.useWatch('mode', form) ?? 'percent';
  const create = useMutation({
    mutationFn: (values: BatchForm) => {
      const body: CodeBatchCreateBody = {
        name: values.name,
        count: values.count,
        usesPerCode: values.usesPerCode,
        expiresAt: values.validDays ? new Date(Date.now() + values.validDays * DAY_MS).toISOString() : null,
        benefit: benefitOf(values),
      };
      return codesApi.createBatch(body);
    },
    onSuccess: async (batch) => {
      void message.success(t('codes.created', { count: batch.count }));
      form.resetFields(['name']);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'codeBatches'] });
    },
  });
  return (
    <Card title={t('codes.newBatch')} data-testid="new-code-batch">
      <Form<BatchForm>
        form={form}
        layout="inline"
        className="code-batch-form"
        initialValues={{
          count: 10,
          usesPerCode: 1,
          validDays: 30,
          kind: 'minutes',
          minutes: 30,
          plan: 'personal',
          days: 30,
          mode: 'percent',
          value: 10,
          product: null,
        }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item name="name" label={t('codes.name')} rules={[{ required: true, whitespace: true, max: 100 }]}>
          <Input maxLength={100} data-testid="batch-name" />
        </Form.Item>
        <Form.Item name="count" label={t('codes.count')} rules={[{ required: true }]}>
          <InputNumber min={1} max={1000} precision={0} data-testid="batch-count" />
        </Form.Item>
        <Form.Item name="usesPerCode" label={t('codes.usesPerCode')} tooltip={t('codes.usesHint')} rules={[{ required: true }]}>
          <InputNumber min={1} max={10_000} precision={0} data-testid="batch-uses" />
        </Form.Item>
        <Form.Item name="validDays" label={t('codes.validDays')}>
          <InputNumber min={1} max={3660} precision={0} placeholder={t('codes.noExpiry')} data-testid="batch-valid-days" />
        </Form.Item>
        <Form.Item name="kind" label={t('codes.gives')}>
          <Radio.Group optionType="button" data-testid="batch-kind">
            {(['minutes', 'plan', 'discount'] as const).map((k) => (
              <Radio.Button key={k} value={k} data-testid={`batch-kind-${k}`}>
                {t(`codes.kinds.${k}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {kind === 'plan' && (
          <>
            <Form.Item name="plan" label={t('codes.plan')}>
              <Select
                style={{ width: 140 }}
                options={(['personal', 'business'] as const).map((p) => ({ value: p, label: t(`plans.${p}`) }))}
              />
            </Form.Item>
            <Form.Item name="days" label={t('codes.days')} rules={[{ required: true }]}>
              <InputNumber min={1} max={3660} precision={0} />
            </Form.Item>
          </>
        )}
        {kind !== 'discount' && (
          <Form.Item name="minutes" label={t('codes.minutes')} rules={[{ required: kind === 'minutes' }]}>
            <InputNumber min={kind === 'minutes' ? 1 : 0} max={100_000} precision={0} data-testid="batch-minutes" />
          </Form.Item>
        )}
        {kind === 'discount' && (
          <>
            <Form.Item name="mode" label={t('codes.mode')}>
              <Select
                style={{ width: 170 }}
                options={(['percent', 'fixed'] as const).map((m) => ({ value: m, label: t(`codes.modes.${m}`) }))}
              />
            </Form.Item>
            <Form.Item name="value" label={t('codes.value')} rules={[{ required: true }]}>
              <InputNumber
                min={mode === 'percent' ? 1 : 0.01}
                max={mode === 'percent' ? 90 : 100_000}
                precision={mode === 'percent' ? 0 : 2}
              />
            </Form.Item>
            <Form.Item name="product" label={t('codes.product')}>
              <Select
                style={{ width: 180 }}
                options={[
                  { value: null, label: t('codes.anyProduct') },
                  ...PLAN_CODES.filter((c) => c !== 'free' && c !== 'enterprise').map((c) => ({ value: c, label: t(`plans.${c}`) })),
                  ...ADDON_CODES.map((c) => ({ value: c, label: t(`addOns.${c}`) })),
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="batch-create">
            {t('codes.create')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** A batch's codes, a page at a time. */
function BatchCodes({ batch, onClose }: { batch: CodeBatch; onClose: () => void }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const [page, setPage] = useState(1);
  const codes = useQuery({ queryKey: ['admin', 'codeBatches', batch.id, page], queryFn: () => codesApi.codes(batch.id, page, PAGE_SIZE) });
  return (
    <Modal open title={t('codes.codesOf', { name: batch.name })} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Table
        rowKey="code"
        size="small"
        loading={codes.isLoading}
        dataSource={codes.data?.items ?? []}
        data-testid="batch-codes"
        pagination={{ current: page, pageSize: PAGE_SIZE, total: codes.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('codes.code'), dataIndex: 'code', render: (code: string) => <code data-testid="batch-code">{code}</code> },
          { title: t('codes.uses'), key: 'uses', render: (_, row) => `${row.uses} / ${row.maxUses}` },
        ]}
      />
    </Modal>
  );
}

/** Operators' redemption codes (issue 14 §3): make a batch, see its codes and uses, export, disable. */
export default function CodesAdminPage() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const benefitText = useBenefitText();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<CodeBatch | null>(null);
  const batches = useQuery({ queryKey: ['admin', 'codeBatches', 'page', page], queryFn: () => codesApi.batches(page, PAGE_SIZE) });

  const confirmDisable = (batch: CodeBatch) =>
    modal.confirm({
      title: t('codes.disableTitle', { name: batch.name }),
      content: t('codes.disableBody'),
      okText: t('codes.disable'),
      okButtonProps: { danger: true, 'data-testid': 'batch-disable-confirm' },
      onOk: async () => {
        await codesApi.disable(batch.id);
        void message.success(t('codes.disabledDone'));
        await queryClient.invalidateQueries({ queryKey: ['admin', 'codeBatches'] });
      },
    });

  const stateOf = (batch: CodeBatch) => {
    if (batch.disabledAt) return <Tag>{t('codes.disabled')}</Tag>;
    if (batch.expiresAt && Date.parse(batch.expiresAt) <= Date.now()) return <Tag color="orange">{t('codes.expired')}</Tag>;
    return <Tag color="green">{t('codes.active')}</Tag>;
  };

  return (
    <div className="page commerce-page" data-testid="codes-admin-page">
      <div className="page-head">
        <div>
          <h1>{t('codes.title')}</h1>
          <p>{t('codes.intro')}</p>
        </div>
      </div>
      <NewBatchCard />
      <Table<CodeBatch>
        rowKey="id"
        className="code-batches"
        loading={batches.isLoading}
        dataSource={batches.data?.items ?? []}
        data-testid="code-batches"
        onRow={(batch) => ({ 'data-testid': `code-batch-${batch.name}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: batches.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('codes.name'), dataIndex: 'name' },
          { title: t('codes.gives'), key: 'gives', render: (_, batch) => benefitText(batch.benefit) },
          { title: t('codes.count'), dataIndex: 'count' },
          { title: t('codes.usesPerCode'), dataIndex: 'usesPerCode' },
          {
            title: t('codes.redemptions'),
            dataIndex: 'redemptions',
            render: (n: number) => <span data-testid="batch-redemptions">{n}</span>,
          },
          {
            title: t('codes.expiresAt'),
            dataIndex: 'expiresAt',
            render: (at: string | null) => (at ? new Date(at).toLocaleDateString() : t('codes.noExpiry')),
          },
          { title: t('codes.state'), key: 'state', render: (_, batch) => stateOf(batch) },
          { title: t('codes.createdAt'), dataIndex: 'createdAt', render: (at: string) => new Date(at).toLocaleString() },
          {
            title: t('codes.actions'),
            key: 'actions',
            render: (_, batch) => (
              <Space size="small" wrap>
                <Button size="small" onClick={() => setViewing(batch)} data-testid="batch-view-codes">
                  {t('codes.viewCodes')}
                </Button>
                <Button size="small" onClick={() => void codesApi.exportCsv(batch.id)} data-testid="batch-export">
                  {t('codes.export')}
                </Button>
                {!batch.disabledAt && (
                  <Button size="small" danger onClick={() => confirmDisable(batch)} data-testid="batch-disable">
                    {t('codes.disable')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {viewing && <BatchCodes batch={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
