import type { KnowledgeSegment } from '@orator/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/ui/notify.ts';
import { knowledgeApi } from '../../api/knowledgeApi.ts';
import { useConfirmDelete } from '../../ui/useConfirmDelete.ts';
import { useBase } from '../detail/baseContext.ts';
import { SegmentCard } from './SegmentCard.tsx';
import { SegmentEditor } from './SegmentEditor.tsx';
import { SegmentSettingsPanel } from './SegmentSettingsPanel.tsx';
import { useStepBackFromEmptyPage } from '../../../lib/ui/useStepBackFromEmptyPage.ts';

const PAGE_SIZE = 10;

/** Segmentation settings and the segments of one document (spec §2 knowledgeDocWash), paginated. */
export default function SegmentsPage() {
  const { t } = useTranslation('aiask');
  const { base } = useBase();
  const confirm = useConfirmDelete();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<KnowledgeSegment | null>(null);
  const documents = useQuery({ queryKey: ['aiask', 'knowledge', 'documents', base.id], queryFn: () => knowledgeApi.documents(base.id) });
  const available = (documents.data ?? []).filter((doc) => doc.status === 'available');
  const docId = params.get('docId') ?? available[0]?.id ?? null;

  const query = { docId: docId ?? '', page, size: PAGE_SIZE };
  const segments = useQuery({
    queryKey: ['aiask', 'knowledge', 'segments', query],
    queryFn: () => knowledgeApi.segments(query),
    enabled: docId !== null,
    placeholderData: keepPreviousData,
  });
  useStepBackFromEmptyPage(segments.data?.items.length, page, setPage);

  const pick = (id: string) => {
    setPage(1);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('docId', id);
      return next;
    });
  };

  return (
    <div className="ak-wash" data-testid="knowledge-segments">
      <SegmentSettingsPanel />
      <div className="ak-panel">
        <div className="ak-toolbar">
          <span>{t('wash.document')}</span>
          <Select
            value={docId}
            placeholder={t('wash.allDocuments')}
            style={{ minWidth: 280 }}
            options={available.map((doc) => ({ value: doc.id, label: doc.name }))}
            onChange={pick}
            data-testid="segment-document"
          />
          {segments.data && <span className="ak-muted">{t('common.total', { count: segments.data.total })}</span>}
        </div>
        {docId === null ? (
          <Empty description={t('wash.pickDocument')} />
        ) : segments.isPending ? (
          <Skeleton active />
        ) : !segments.data || segments.data.items.length === 0 ? (
          <Empty description={t('wash.empty')} />
        ) : (
          <>
            <div className="ak-segments">
              {segments.data.items.map((segment) => (
                <SegmentCard
                  key={segment.id}
                  segment={segment}
                  onEdit={() => setEditing(segment)}
                  onToggle={(enabled) =>
                    void knowledgeApi
                      .saveSegment({ id: segment.id, enabled })
                      .then(() => segments.refetch())
                      .catch(() => undefined)
                  }
                  onDelete={() =>
                    confirm({
                      title: t('wash.deleteConfirm'),
                      onOk: async () => {
                        await knowledgeApi.deleteSegment(segment.id);
                        toast.success(t('common.deleted'));
                        await segments.refetch();
                      },
                    })
                  }
                />
              ))}
            </div>
            {segments.data.total > PAGE_SIZE && (
              <div className="ak-pager">
                <Pagination current={page} pageSize={PAGE_SIZE} total={segments.data.total} onChange={setPage} showSizeChanger={false} />
              </div>
            )}
          </>
        )}
      </div>
      <SegmentEditor segment={editing} onSaved={() => segments.refetch()} onClose={() => setEditing(null)} />
    </div>
  );
}
