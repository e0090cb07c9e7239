import { PlusOutlined } from '@ant-design/icons';
import { BULK_MATERIAL_MAX, MATERIAL_KINDS, type Material, type MaterialKind } from '@orator/shared';
import { formatFileSize } from '@orator/shared/format';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Pagination, Progress, Segmented, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import { materialsApi } from '../../lib/api/materialsApi.ts';
import { sortMaterialSelection } from '../model/materialRules.ts';
import { useConfirmDelete } from '../ui/useConfirmDelete.ts';
import { MaterialCard } from './MaterialCard.tsx';
import './materials.css';
import { useStepBackFromEmptyPage } from '../../lib/ui/useStepBackFromEmptyPage.ts';

const PAGE_SIZE = 12;
type KindFilter = MaterialKind | 'all';

/** Materials (spec §2): capacity used/total, preview grid, bulk add up to 10, delete with confirm. */
export default function MaterialsPage() {
  const { t } = useTranslation('aiask');
  const confirm = useConfirmDelete();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<KindFilter>('all');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);

  const capacity = useQuery({ queryKey: ['aiask', 'materials', 'capacity'], queryFn: materialsApi.capacity });
  const query = { kind: kind === 'all' ? undefined : kind, page, size: PAGE_SIZE };
  const materials = useQuery({
    queryKey: ['aiask', 'materials', 'page', query],
    queryFn: () => materialsApi.page(query),
    placeholderData: keepPreviousData,
  });
  useStepBackFromEmptyPage(materials.data?.items.length, page, setPage);
  // The header's storage meter (the user query) counts materials too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['aiask', 'materials'] }),
      queryClient.invalidateQueries({ queryKey: ['user'] }),
    ]);

  const add = async (selection: File[]) => {
    const sorted = sortMaterialSelection(selection);
    if (sorted.tooMany) {
      setProblems([errorText('tooManyFiles')]);
      return;
    }
    const refusedNames = new Set(sorted.refused.map((r) => r.name));
    const local = sorted.refused.map((r) => t('materials.refused', { name: r.name, message: errorText(r.error) }));
    const files = selection.filter((file) => !refusedNames.has(file.name));
    setProblems(local);
    if (files.length === 0) return;
    setUploading(files.length);
    try {
      const result = await materialsApi.upload(files);
      if (result.items.length > 0) toast.success(t('materials.added', { count: result.items.length }));
      setProblems([...local, ...result.failed.map((f) => t('materials.refused', { name: f.name, message: f.message }))]);
      setPage(1);
      await refresh();
    } catch {
      // shown by the HTTP client
    } finally {
      setUploading(0);
    }
  };

  const remove = (material: Material) =>
    confirm({
      title: t('materials.deleteConfirm', { name: material.name }),
      // A material a project uses is refused by the server with its message (materialLinked).
      onOk: async () => {
        await materialsApi.remove(material.id);
        toast.success(t('common.deleted'));
        await refresh();
      },
    });

  const used = capacity.data?.usedBytes ?? 0;
  const total = capacity.data?.totalBytes ?? 0;
  return (
    <div className="ak-page" data-testid="materials">
      <div className="ak-head">
        <div>
          <h1>{t('materials.title')}</h1>
          <p>{t('materials.intro')}</p>
        </div>
        <div className="ak-capacity" data-testid="material-capacity">
          <span className="ak-muted">{t('materials.capacity')}</span>
          <Progress percent={total > 0 ? Math.min(100, (used / total) * 100) : 0} showInfo={false} size="small" />
          <span className="ak-muted">{t('materials.capacityUsage', { used: formatFileSize(used), total: formatFileSize(total) })}</span>
        </div>
      </div>
      <div className="ak-toolbar">
        <Segmented<KindFilter>
          value={kind}
          onChange={(next) => {
            setKind(next);
            setPage(1);
          }}
          options={(['all', ...MATERIAL_KINDS] as const).map((value) => ({ value, label: t(`materials.kinds.${value}`) }))}
        />
        <span className="ak-spacer" />
        <span className="ak-muted ak-hint">{t('materials.addHint', { max: BULK_MATERIAL_MAX })}</span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          loading={uploading > 0}
          onClick={() => input.current?.click()}
          data-testid="material-add"
        >
          {uploading > 0 ? t('materials.uploading', { count: uploading }) : t('materials.add')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept=".jpg,.jpeg,.png,.mp4,.mov,.webm,.mp3,.wav"
          data-testid="material-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void add(files);
          }}
        />
      </div>
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setProblems([])}
          message={problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
          style={{ marginBottom: 14 }}
          data-testid="material-problems"
        />
      )}
      {materials.isPending ? (
        <Skeleton active />
      ) : !materials.data || materials.data.items.length === 0 ? (
        <Empty description={t('materials.empty')} />
      ) : (
        <>
          <div className="ak-material-grid">
            {materials.data.items.map((material) => (
              <MaterialCard key={material.id} material={material} onDelete={remove} />
            ))}
          </div>
          {materials.data.total > PAGE_SIZE && (
            <div className="ak-pager">
              <Pagination current={page} pageSize={PAGE_SIZE} total={materials.data.total} onChange={setPage} showSizeChanger={false} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
