import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_KINDS, type AdminContent, type ContentKind } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/ui/notify.ts';
import { useStepBackFromEmptyPage } from '../../../lib/ui/useStepBackFromEmptyPage.ts';
import { SITE_NAMESPACE } from '../i18n/register.ts';
import { contentPath } from '../../../lib/routing/paths/site.ts';
import { SITE_QUERY_KEY, siteApi } from '../siteApi.ts';
import '../site.css';
import { ContentEditor } from './ContentEditor.tsx';

const PAGE_SIZE = 20;

/** Operators' editor of the public site's content (issue 15 §3): every item, drafts too; create, edit, publish, delete (confirmed). */
export default function ContentAdminPage() {
  const { t } = useTranslation(SITE_NAMESPACE);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ContentKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminContent | 'new' | null>(null);
  const items = useQuery({ queryKey: ['content-admin', kind, page], queryFn: () => siteApi.adminPage(kind, page, PAGE_SIZE) });
  useStepBackFromEmptyPage(items.data?.items.length, page, setPage);
  // Public pages read the same content: refresh both after a change.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['content-admin'] }),
      queryClient.invalidateQueries({ queryKey: SITE_QUERY_KEY }),
    ]);

  const remove = (item: AdminContent) =>
    modal.confirm({
      title: t('admin.confirmDelete', { title: item.texts.en.title }),
      content: t('admin.confirmDeleteBody'),
      okType: 'danger',
      okText: t('admin.remove'),
      cancelText: t('admin.cancel'),
      okButtonProps: { 'data-testid': 'content-delete-confirm' },
      onOk: async () => {
        await siteApi.remove(item.id);
        toast.success(t('admin.deleted'));
        await refresh();
      },
    });

  return (
    <div className="site-body content-admin" data-testid="content-admin">
      <h1>{t('admin.title')}</h1>
      <p>{t('admin.intro')}</p>
      <Space className="content-admin-bar" wrap>
        <Select
          className="content-admin-kind"
          value={kind ?? 'all'}
          onChange={(value: string) => {
            setKind(value === 'all' ? undefined : (value as ContentKind));
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('admin.allKinds') },
            ...CONTENT_KINDS.map((value) => ({ value, label: t(`admin.kinds.${value}`) })),
          ]}
          data-testid="content-kind-filter"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="content-create">
          {t('admin.create')}
        </Button>
      </Space>
      <Table<AdminContent>
        rowKey="id"
        loading={items.isPending}
        dataSource={items.data?.items ?? []}
        scroll={{ x: 760 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: items.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: t('admin.titleField'),
            render: (_, item) => <span data-testid="content-row-title">{item.texts.en.title}</span>,
          },
          { title: t('admin.kind'), render: (_, item) => t(`admin.kinds.${item.kind}`), width: 130 },
          { title: t('admin.slug'), dataIndex: 'slug', width: 200 },
          {
            title: t('admin.published'),
            width: 110,
            render: (_, item) => (item.published ? <Tag color="green">{t('admin.published')}</Tag> : <Tag>{t('admin.draft')}</Tag>),
          },
          { title: t('admin.updated'), width: 150, render: (_, item) => dayjs(item.updatedAt).format('YYYY-MM-DD HH:mm') },
          {
            title: t('admin.actions'),
            width: 200,
            render: (_, item) => {
              const path = contentPath(item);
              return (
                <Space size={4}>
                  <Button size="small" onClick={() => setEditing(item)} data-testid={`content-edit-${item.slug}`}>
                    {t('admin.edit')}
                  </Button>
                  {item.published && path && <Link to={path}>{t('admin.view')}</Link>}
                  <Button size="small" danger onClick={() => remove(item)} data-testid={`content-delete-${item.slug}`}>
                    {t('admin.remove')}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
      {editing && (
        <ContentEditor
          item={editing === 'new' ? null : editing}
          kind={kind ?? 'news'}
          onClose={() => setEditing(null)}
          onCoverChanged={() => void refresh()}
          onSaved={() => {
            toast.success(t('admin.saved'));
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
