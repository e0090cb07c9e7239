import {
  WEBHOOK_EVENTS_SENT,
  WEBHOOK_WORKSPACE_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { OPEN_API_NAMESPACE } from './i18n/register.ts';
import { OPEN_API_QUERY_KEY, openApiClient } from './openApiClient.ts';
import { HolderCell, HolderField, useWorkspaceAdmin } from './workspaceHolder.tsx';

const HOOKS_QUERY = [...OPEN_API_QUERY_KEY, 'webhooks'];
const LOG_PAGE_SIZE = 10;
/** The log refreshes while deliveries are pending (retries land on their own). */
const LOG_REFRESH_MS = 5_000;
const STATE_COLOURS = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

/** i18n keys cannot hold dots (the key separator): `video.succeeded` -> `video_succeeded`. */
const eventKey = (type: WebhookEventType) => type.replace('.', '_');

interface HookForm {
  url: string;
  events: WebhookEventType[];
  /** Shown to the workspace's owner and admins only. */
  holder?: 'mine' | 'workspace';
}

/**
 * Webhook endpoints (secret shown once, delete confirmed) and the delivery log with resend. The owner
 * and admins of an enterprise workspace also manage its workspace endpoints and their deliveries.
 */
export function WebhooksPanel() {
  const { t } = useTranslation(OPEN_API_NAMESPACE);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const endpoints = useQuery({ queryKey: HOOKS_QUERY, queryFn: openApiClient.webhooks });
  const log = useQuery({
    queryKey: [...HOOKS_QUERY, 'log', page],
    queryFn: () => openApiClient.deliveries(page, LOG_PAGE_SIZE),
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.state === 'pending') ? LOG_REFRESH_MS : false),
  });
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [form] = Form.useForm<HookForm>();
  const { manages, workspaceName } = useWorkspaceAdmin();
  const holder = Form.useWatch('holder', form);
  // A workspace endpoint cannot take a person's payments (WEBHOOK_WORKSPACE_EVENT_TYPES).
  const offered = manages && holder === 'workspace' ? WEBHOOK_WORKSPACE_EVENT_TYPES : WEBHOOK_EVENTS_SENT;
  const refresh = () => queryClient.invalidateQueries({ queryKey: HOOKS_QUERY });
  const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

  const create = async (values: HookForm) => {
    setSaving(true);
    try {
      const { holder: chosen, ...rest } = values;
      const created = await openApiClient.createWebhook({ ...rest, workspace: manages && chosen === 'workspace' });
      setCreating(false);
      form.resetFields();
      setSecret(created.secret);
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const remove = async (endpoint: WebhookEndpoint) => {
    await openApiClient.deleteWebhook(endpoint.id);
    toast.success(t('webhooks.deleted'));
    await refresh();
  };
  const resend = async (delivery: WebhookDelivery) => {
    await openApiClient.resend(delivery.id);
    toast.success(t('webhooks.resent'));
    await refresh();
  };

  return (
    <div className="open-api-panel">
      <div className="open-api-toolbar">
        <Button type="primary" onClick={() => setCreating(true)} data-testid="open-api-create-webhook">
          {t('webhooks.create')}
        </Button>
      </div>
      <Table<WebhookEndpoint>
        rowKey="id"
        loading={endpoints.isLoading}
        dataSource={endpoints.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('webhooks.empty')} /> }}
        columns={[
          { title: t('webhooks.url'), dataIndex: 'url', render: (url: string) => <code>{url}</code> },
          {
            title: t('holder.label'),
            key: 'holder',
            render: (_, endpoint) => <HolderCell workspace={endpoint.workspace} createdBy={endpoint.createdBy} />,
          },
          {
            title: t('webhooks.events'),
            dataIndex: 'events',
            render: (events: WebhookEventType[]) => events.map((type) => <Tag key={type}>{t(`events.${eventKey(type)}`)}</Tag>),
          },
          { title: t('webhooks.secret'), dataIndex: 'secretPrefix', render: (prefix: string) => <code>{prefix}…</code> },
          {
            key: 'delete',
            render: (_, endpoint) => (
              <Popconfirm title={t('webhooks.deleteConfirm')} onConfirm={() => remove(endpoint)}>
                <Button size="small" danger>
                  {t('webhooks.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <h3 className="open-api-subtitle">{t('webhooks.log')}</h3>
      <Table<WebhookDelivery>
        rowKey="id"
        loading={log.isLoading}
        dataSource={log.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('webhooks.logEmpty')} /> }}
        pagination={{ current: page, pageSize: LOG_PAGE_SIZE, total: log.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        expandable={{
          rowExpandable: (delivery) => delivery.log.length > 0,
          expandedRowRender: (delivery) => (
            <ul className="open-api-attempts">
              {delivery.log.map((attempt) => (
                <li key={attempt.attempt}>
                  {t('webhooks.attempt', { n: attempt.attempt })} · {when(attempt.at)} ·{' '}
                  <strong>{attempt.statusCode ?? t('webhooks.noResponse')}</strong> · {t('webhooks.duration', { ms: attempt.durationMs })}
                  {attempt.error ? ` · ${attempt.error}` : ''}
                </li>
              ))}
            </ul>
          ),
        }}
        columns={[
          { title: t('webhooks.event'), dataIndex: 'type', render: (type: WebhookEventType) => t(`events.${eventKey(type)}`) },
          { title: 'ID', dataIndex: 'eventId', render: (id: string) => <code>{id.slice(0, 8)}</code> },
          { title: t('webhooks.url'), dataIndex: 'url', ellipsis: true },
          {
            title: t('webhooks.state'),
            dataIndex: 'state',
            render: (state: WebhookDelivery['state']) => <Tag color={STATE_COLOURS[state]}>{t(`webhooks.states.${state}`)}</Tag>,
          },
          { title: t('webhooks.attempts'), dataIndex: 'attempts' },
          { title: t('webhooks.nextAttempt'), dataIndex: 'nextAttemptAt', render: when },
          {
            key: 'resend',
            render: (_, delivery) => (
              <Button size="small" onClick={() => void resend(delivery)} disabled={delivery.state === 'pending'}>
                {t('webhooks.resend')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={creating}
        title={t('webhooks.create')}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form<HookForm>
          form={form}
          layout="vertical"
          initialValues={{ events: ['video.succeeded', 'video.failed'], holder: 'mine' }}
          onFinish={(v) => void create(v)}
          onValuesChange={(changed: Partial<HookForm>, all: HookForm) => {
            if (changed.holder === 'workspace')
              form.setFieldValue(
                'events',
                (all.events ?? []).filter((type) => WEBHOOK_WORKSPACE_EVENT_TYPES.includes(type)),
              );
          }}
        >
          <Form.Item
            name="url"
            label={t('webhooks.url')}
            rules={[{ required: true, whitespace: true, message: t('webhooks.urlRequired') }]}
          >
            <Input maxLength={2000} placeholder={t('webhooks.urlPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="events"
            label={t('webhooks.events')}
            rules={[{ required: true, type: 'array', min: 1, message: t('webhooks.eventsRequired') }]}
          >
            <Checkbox.Group options={offered.map((type) => ({ value: type, label: t(`events.${eventKey(type)}`) }))} />
          </Form.Item>
          {manages && <HolderField help={t('holder.webhookHelp', { name: workspaceName })} />}
        </Form>
      </Modal>
      <Modal
        open={secret !== null}
        title={t('webhooks.shownOnceTitle')}
        closable={false}
        maskClosable={false}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setSecret(null)}>
            {t('keys.done')}
          </Button>
        }
      >
        <Alert type="warning" showIcon message={t('webhooks.shownOnce')} />
        <Typography.Paragraph copyable className="open-api-secret">
          {secret}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
