import {
  API_KEY_DEFAULT_RATE_PER_MINUTE,
  API_KEY_MAX_RATE_PER_MINUTE,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
} from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Table,
  Tag,
  Typography,
  type ButtonProps,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { OPEN_API_NAMESPACE } from './i18n/register.ts';
import { OPEN_API_QUERY_KEY, openApiClient } from './openApiClient.ts';
import { HolderCell, HolderField, useWorkspaceAdmin } from './workspaceHolder.tsx';

const KEYS_QUERY = [...OPEN_API_QUERY_KEY, 'keys'];
const KEYS_PAGE_SIZE = 10;

interface KeyForm {
  name: string;
  scopes: ApiKeyScope[];
  ratePerMinute: number;
  /** Shown to the workspace's owner and admins only. */
  holder?: 'mine' | 'workspace';
}

/**
 * API keys: create (the secret shown once), usage, revoke (confirmed). The owner and admins of an
 * enterprise workspace also make, see and revoke its workspace keys; plain members see only their own
 * (the server lists no others to them).
 */
export function KeysPanel() {
  const { t } = useTranslation(OPEN_API_NAMESPACE);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const keys = useQuery({ queryKey: [...KEYS_QUERY, page], queryFn: () => openApiClient.keys(page, KEYS_PAGE_SIZE) });
  const { manages, workspaceName } = useWorkspaceAdmin();
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [form] = Form.useForm<KeyForm>();
  const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : t('keys.never'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEYS_QUERY });

  const create = async (values: KeyForm) => {
    setSaving(true);
    try {
      const { holder, ...rest } = values;
      const created = await openApiClient.createKey({ ...rest, workspace: manages && holder === 'workspace' });
      setCreating(false);
      form.resetFields();
      setSecret(created.secret);
      setPage(1);
      await refresh();
    } finally {
      setSaving(false);
    }
  };
  const revoke = async (key: ApiKey) => {
    await openApiClient.revokeKey(key.id);
    toast.success(t('keys.revokedDone'));
    await refresh();
  };

  return (
    <div className="open-api-panel">
      <div className="open-api-toolbar">
        <Button type="primary" onClick={() => setCreating(true)} data-testid="open-api-create-key">
          {t('keys.create')}
        </Button>
      </div>
      <Table<ApiKey>
        rowKey="id"
        loading={keys.isLoading}
        dataSource={keys.data?.items ?? []}
        pagination={{ current: page, pageSize: KEYS_PAGE_SIZE, total: keys.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('keys.empty')} /> }}
        data-testid="open-api-keys"
        columns={[
          { title: t('keys.name'), dataIndex: 'name' },
          {
            title: t('holder.label'),
            key: 'holder',
            render: (_, key) => <HolderCell workspace={key.workspace} createdBy={key.createdBy} />,
          },
          { title: t('keys.prefix'), dataIndex: 'prefix', render: (prefix: string) => <code>{prefix}…</code> },
          {
            title: t('keys.scopes'),
            dataIndex: 'scopes',
            render: (scopes: ApiKeyScope[]) => scopes.map((scope) => <Tag key={scope}>{scope}</Tag>),
          },
          { title: t('keys.rate'), dataIndex: 'ratePerMinute' },
          { title: t('keys.uses'), dataIndex: 'useCount' },
          { title: t('keys.lastUsed'), dataIndex: 'lastUsedAt', render: when },
          { title: t('keys.created'), dataIndex: 'createdAt', render: when },
          {
            title: t('keys.status'),
            key: 'status',
            render: (_, key) =>
              key.revokedAt ? (
                <Tag>{t('keys.revoked')}</Tag>
              ) : (
                <Popconfirm title={t(key.workspace ? 'keys.revokeWorkspaceConfirm' : 'keys.revokeConfirm')} onConfirm={() => revoke(key)}>
                  <Button size="small" danger data-testid="open-api-revoke">
                    {t('keys.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal
        open={creating}
        title={t('keys.create')}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        confirmLoading={saving}
        okButtonProps={{ 'data-testid': 'open-api-key-submit' } as ButtonProps}
        destroyOnHidden
      >
        <Form<KeyForm>
          form={form}
          layout="vertical"
          initialValues={{ scopes: ['video', 'avatars'], ratePerMinute: API_KEY_DEFAULT_RATE_PER_MINUTE, holder: 'mine' }}
          onFinish={(values) => void create(values)}
        >
          <Form.Item name="name" label={t('keys.name')} rules={[{ required: true, whitespace: true, message: t('keys.nameRequired') }]}>
            <Input maxLength={50} placeholder={t('keys.namePlaceholder')} data-testid="open-api-key-name" />
          </Form.Item>
          <Form.Item
            name="scopes"
            label={t('keys.scopes')}
            rules={[{ required: true, type: 'array', min: 1, message: t('keys.scopesRequired') }]}
          >
            <Checkbox.Group options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: `${scope} — ${t(`scopes.${scope}`)}` }))} />
          </Form.Item>
          <Form.Item name="ratePerMinute" label={t('keys.rate')}>
            <InputNumber min={1} max={API_KEY_MAX_RATE_PER_MINUTE} precision={0} />
          </Form.Item>
          {manages && <HolderField help={t('holder.keyHelp', { name: workspaceName })} />}
        </Form>
      </Modal>
      <Modal
        open={secret !== null}
        title={t('keys.shownOnceTitle')}
        closable={false}
        maskClosable={false}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setSecret(null)} data-testid="open-api-secret-done">
            {t('keys.done')}
          </Button>
        }
      >
        <Alert type="warning" showIcon message={t('keys.shownOnce')} />
        <Typography.Paragraph copyable className="open-api-secret" data-testid="open-api-secret">
          {secret}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
