import { HOME_REDIRECTS, LOGIN_HIDING_MODES, LOGIN_TYPES, type CompanyConfigView } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { companyApi } from './companyApi.ts';
import { bodyOf, formOf, parseMicroApps, type ConfigFormValues } from './configForm.ts';
import { COMPANY_NAMESPACE } from './i18n/register.ts';

const PAGE_SIZE = 20;

/** Create or edit one configuration; the server checks every field and answers its message. */
function ConfigDialog({
  editing,
  languageModelConfigured,
  onClose,
}: {
  editing: CompanyConfigView | null;
  languageModelConfigured: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation(COMPANY_NAMESPACE);
  const [form] = Form.useForm<ConfigFormValues>();
  const [busy, setBusy] = useState(false);
  const mode = Form.useWatch('loginHidingMode', form);
  async function save(values: ConfigFormValues) {
    setBusy(true);
    try {
      const body = bodyOf(values);
      await (editing ? companyApi.update(editing.id, body) : companyApi.create(body));
      toast.success(t('saved'));
      onClose(true);
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setBusy(false);
    }
  }
  const check = (name: keyof ConfigFormValues, label: string) => (
    <Form.Item name={name} valuePropName="checked" noStyle>
      <Checkbox data-testid={`company-${name}`}>{label}</Checkbox>
    </Form.Item>
  );
  return (
    <Modal
      open
      width={720}
      title={editing ? `${t('edit')} · ${editing.companyId}` : t('add')}
      okText={t('save')}
      okButtonProps={{ loading: busy, 'data-testid': 'company-save' }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={formOf(editing)} onFinish={(values) => void save(values)} className="company-form">
        <Form.Item name="companyId" label={t('companyId')} rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,64}$/ }]}>
          <Input maxLength={64} data-testid="company-id" />
        </Form.Item>
        <Form.Item name="hosts" label={t('hosts')} extra={t('hostsHint')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Space direction="vertical" style={{ marginBottom: 16 }}>
          {check('applyDefaults', t('applyDefaults'))}
          {check('tailor', t('tailor'))}
          {check('menuHeadHide', t('menuHeadHide'))}
          {check('menuHide', t('menuHide'))}
          {check('agreementIgnore', t('agreementIgnore'))}
          {check('tokenInEditorUrl', t('tokenInEditorUrl'))}
        </Space>
        <Space wrap size={16}>
          <Form.Item name="loginType" label={t('loginType')}>
            <Select
              style={{ width: 220 }}
              data-testid="company-login-type"
              options={['default', ...LOGIN_TYPES].map((value) => ({ value, label: t(`loginTypes.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="homeRedirect" label={t('homeRedirect')}>
            <Select
              style={{ width: 220 }}
              data-testid="company-home-redirect"
              options={HOME_REDIRECTS.map((value) => ({ value, label: t(`homeRedirects.${value}`) }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="loginHidingMode" label={t('loginHiding')}>
          <Select
            data-testid="company-login-hiding"
            options={LOGIN_HIDING_MODES.map((value) => ({ value, label: t(`loginHidingModes.${value}`) }))}
          />
        </Form.Item>
        {mode === 'redirect' && (
          <Form.Item name="loginUrl" label={t('loginUrl')} rules={[{ required: true, type: 'url' }]}>
            <Input placeholder="https://" />
          </Form.Item>
        )}
        <Space wrap size={16} style={{ display: 'flex' }}>
          <Form.Item name="title" label={t('title')}>
            <Input maxLength={100} style={{ width: 300 }} />
          </Form.Item>
          <Form.Item name="keywords" label={t('keywordsLabel')}>
            <Input maxLength={300} style={{ width: 340 }} />
          </Form.Item>
        </Space>
        <Form.Item name="removedPages" label={t('removedPages')} extra={t('removedPagesHint')}>
          <Input.TextArea rows={2} data-testid="company-removed-pages" />
        </Form.Item>
        <Form.Item name="embedOrigins" label={t('embedOrigins')} extra={t('embedOriginsHint')}>
          <Input.TextArea rows={2} data-testid="company-embed-origins" />
        </Form.Item>
        <Form.Item
          name="microApps"
          label={t('microApps')}
          extra={t('microAppsHint')}
          rules={[
            {
              validator: async (_, value: string) =>
                parseMicroApps(value ?? '') ? undefined : Promise.reject(new Error(t('microAppsInvalid'))),
            },
          ]}
        >
          <Input.TextArea rows={2} data-testid="company-micro-apps" />
        </Form.Item>
        <Alert
          type={languageModelConfigured ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="company-nlp-key-mode"
          message={t(languageModelConfigured ? 'nlpKeyUsed' : 'nlpKeyOffline')}
        />
        <Form.Item label={t('nlpKey')} extra={editing?.hasNlpKey ? t('nlpKeySet') : undefined}>
          <Space>
            <Form.Item name="nlpKey" noStyle>
              <Input.Password autoComplete="off" style={{ width: 320 }} visibilityToggle={false} />
            </Form.Item>
            {editing?.hasNlpKey && check('clearNlpKey', t('nlpKeyClear'))}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The operator console's tab of company configurations (issue 15 §2). */
export function CompanyConfigsTab() {
  const { t } = useTranslation(COMPANY_NAMESPACE);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CompanyConfigView | 'new' | null>(null);
  const configs = useQuery({ queryKey: ['operator', 'companyConfigs', page], queryFn: () => companyApi.page(page, PAGE_SIZE) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operator'] });
  const confirmDelete = (config: CompanyConfigView) =>
    modal.confirm({
      title: t('deleteConfirm', { companyId: config.companyId }),
      okText: t('delete'),
      okButtonProps: { danger: true, 'data-testid': 'company-delete-confirm' },
      onOk: async () => {
        await companyApi.remove(config.id);
        toast.success(t('deleted'));
        await refresh();
      },
    });
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }} data-testid="company-add">
        {t('add')}
      </Button>
      <Table<CompanyConfigView>
        rowKey="id"
        size="small"
        loading={configs.isLoading}
        dataSource={configs.data?.items ?? []}
        locale={{ emptyText: t('empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: configs.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: t('companyId'),
            dataIndex: 'companyId',
            render: (id: string, c) => (
              <span data-testid={`company-row-${id}`}>
                {id}
                {c.applyDefaults && <Tag style={{ marginLeft: 8 }}>{t('defaults')}</Tag>}
              </span>
            ),
          },
          { title: t('hosts'), render: (_, c) => c.hosts.join(', ') || t('none') },
          { title: t('loginType'), render: (_, c) => t(`loginTypes.${c.settings.loginType ?? 'default'}`) },
          { title: t('nlpKey'), render: (_, c) => (c.hasNlpKey ? <Tag color="green">✓</Tag> : t('nlpKeyNone')) },
          { title: t('updatedAt'), dataIndex: 'updatedAt', render: (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm') },
          {
            title: '',
            key: 'actions',
            render: (_, c) => (
              <Space>
                <Button onClick={() => setEditing(c)}>{t('edit')}</Button>
                <Button danger onClick={() => confirmDelete(c)}>
                  {t('delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <ConfigDialog
          editing={editing === 'new' ? null : editing}
          languageModelConfigured={configs.data?.languageModelConfigured ?? false}
          onClose={(changed) => {
            setEditing(null);
            if (changed) void refresh();
          }}
        />
      )}
    </>
  );
}
