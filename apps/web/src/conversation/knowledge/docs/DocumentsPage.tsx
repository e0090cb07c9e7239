import { GlobalOutlined, ReloadOutlined } from '@ant-design/icons';
import type { KnowledgeDocument } from '@orator/shared';
import { KNOWLEDGE_BASE_MAX_DOCUMENTS } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/ui/notify.ts';
import { knowledgeApi } from '../../api/knowledgeApi.ts';
import { anyProcessing, canReprocess, PROCESSING_POLL_MS } from '../../model/knowledgeState.ts';
import { knowledgeDetailPath } from '../../../lib/routing/paths/conversation.ts';
import { useConfirmDelete } from '../../ui/useConfirmDelete.ts';
import { BaseStatusTag } from '../BaseStatusTag.tsx';
import { useBase } from '../detail/baseContext.ts';
import { DocumentUploader } from './DocumentUploader.tsx';

/** The documents of a base (spec §2 knowledgeDoc): upload, state with progress (polled), delete, reprocess. */
export default function DocumentsPage() {
  const { t } = useTranslation('aiask');
  const { base, refreshBase } = useBase();
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const queryClient = useQueryClient();
  const documents = useQuery({
    queryKey: ['aiask', 'knowledge', 'documents', base.id],
    queryFn: () => knowledgeApi.documents(base.id),
    refetchInterval: (q) => (anyProcessing(q.state.data) ? PROCESSING_POLL_MS : false),
  });
  const refresh = async () => {
    await Promise.all([
      documents.refetch(),
      refreshBase(),
      queryClient.invalidateQueries({ queryKey: ['aiask', 'knowledge', 'page'] }),
      // The header's storage meter (the user query) counts documents too.
      queryClient.invalidateQueries({ queryKey: ['user'] }),
    ]);
  };
  const reprocess = async () => {
    await knowledgeApi.reprocess(base.id);
    toast.success(t('knowledge.reprocessStarted'));
    await refresh();
  };
  const count = documents.data?.length ?? base.documentCount;

  const columns: ColumnsType<KnowledgeDocument> = [
    {
      title: t('docs.columns.name'),
      dataIndex: 'name',
      render: (name: string, doc) => (
        <span className="ak-doc-name">
          {doc.source === 'url' && (
            <Tooltip title={doc.sourceUrl}>
              <GlobalOutlined />
            </Tooltip>
          )}{' '}
          {name}
        </span>
      ),
    },
    {
      title: t('docs.columns.uploadedAt'),
      dataIndex: 'uploadedAt',
      className: 'ak-nowrap',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    { title: t('docs.columns.characters'), dataIndex: 'characterCount', align: 'right', render: (n: number) => n.toLocaleString() },
    { title: t('docs.columns.questions'), dataIndex: 'questionCount', align: 'right' },
    { title: t('docs.columns.segments'), dataIndex: 'segmentCount', align: 'right' },
    {
      title: t('docs.columns.status'),
      dataIndex: 'status',
      render: (_: unknown, doc) =>
        doc.status === 'processing' ? (
          <div className="ak-doc-progress">
            <BaseStatusTag status="processing" />
            <Progress percent={Math.round(doc.progress)} size="small" />
          </div>
        ) : (
          <BaseStatusTag status={doc.status} reason={doc.failureMessage} />
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      className: 'ak-nowrap',
      render: (_: unknown, doc) => (
        <span>
          <Button
            type="link"
            size="small"
            disabled={doc.status !== 'available'}
            data-testid="doc-segments"
            onClick={() => void navigate(knowledgeDetailPath(base.id, 'knowledgeDocWash', { docId: doc.id }))}
          >
            {t('docs.viewSegments')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            data-testid="doc-delete"
            onClick={() =>
              confirm({
                title: t('docs.deleteConfirm', { name: doc.name }),
                content: t('docs.deleteReprocess'),
                onOk: async () => {
                  await knowledgeApi.deleteDocument(doc.id);
                  toast.success(t('common.deleted'));
                  await refresh();
                },
              })
            }
          >
            {t('common.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div data-testid="knowledge-docs">
      {canReprocess(base) && (
        <Alert
          type={base.status === 'failed' ? 'error' : 'warning'}
          showIcon
          style={{ marginBottom: 14 }}
          message={base.status === 'failed' ? t('knowledge.states.failed') : t('docs.reprocessHint')}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void reprocess()} data-testid="base-reprocess">
              {t('docs.reprocess')}
            </Button>
          }
        />
      )}
      {count >= KNOWLEDGE_BASE_MAX_DOCUMENTS ? (
        <Alert type="info" showIcon message={t('docs.full', { max: KNOWLEDGE_BASE_MAX_DOCUMENTS })} style={{ marginBottom: 14 }} />
      ) : (
        <DocumentUploader baseId={base.id} existing={count} onUploaded={refresh} />
      )}
      <Table<KnowledgeDocument>
        rowKey="id"
        columns={columns}
        dataSource={documents.data ?? []}
        loading={documents.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('docs.empty') }}
        onRow={(doc) => ({ 'data-testid': 'doc-row', 'data-name': doc.name, 'data-status': doc.status }) as object}
      />
    </div>
  );
}
