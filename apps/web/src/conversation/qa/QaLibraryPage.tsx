import { ArrowLeftOutlined, DownloadOutlined, PlusOutlined, SettingOutlined, ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import { QA_ITEM_STATUSES, type QaItem, type QaItemStatus, type QaLanguage } from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Select, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/ui/notify.ts';
import { qaApi } from '../api/qaApi.ts';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { SearchBar } from '../ui/SearchBar.tsx';
import { useConfirmDelete } from '../ui/useConfirmDelete.ts';
import { CategorySidebar } from './CategorySidebar.tsx';
import { QaGenerateDialog } from './QaGenerateDialog.tsx';
import { QaImportDialog } from './QaImportDialog.tsx';
import { QaItemEditor } from './QaItemEditor.tsx';
import { QaItemsTable } from './QaItemsTable.tsx';
import { QaLibraryFormDialog } from './QaLibraryFormDialog.tsx';
import { useStepBackFromEmptyPage } from '../../lib/ui/useStepBackFromEmptyPage.ts';

const PAGE_SIZE = 10;

/** One Q&A library (spec §2 qaLibrary/{id}): categories, questions with filters, editor, xlsx import and export. */
export default function QaLibraryPage() {
  const { t } = useTranslation('aiask');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const queryClient = useQueryClient();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<QaItemStatus | undefined>();
  const [language, setLanguage] = useState<QaLanguage | undefined>();
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<{ item: QaItem | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [settings, setSettings] = useState(false);

  const library = useQuery({ queryKey: ['aiask', 'qa', 'library', id], queryFn: () => qaApi.library(id) });
  const categories = useQuery({ queryKey: ['aiask', 'qa', 'categories', id], queryFn: () => qaApi.categories(id) });
  const query = {
    libraryId: id,
    categoryId: categoryId ?? undefined,
    keyword: keyword || undefined,
    status,
    language,
    page,
    size: PAGE_SIZE,
  };
  const items = useQuery({
    queryKey: ['aiask', 'qa', 'items', query],
    queryFn: () => qaApi.items(query),
    placeholderData: keepPreviousData,
  });
  useStepBackFromEmptyPage(items.data?.items.length, page, setPage);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['aiask', 'qa'] });
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  if (library.isError) {
    return (
      <Result
        status="404"
        title={t('common.notFound')}
        extra={<Button onClick={() => void navigate(AIASK_ROUTES.qaLibraries)}>{t('qaLibrary.back')}</Button>}
      />
    );
  }
  if (!library.data) return <Skeleton active className="ak-page" />;
  const lib = library.data;

  return (
    <div className="ak-page" data-testid="qa-library">
      <div className="ak-head">
        <div>
          <Button type="link" icon={<ArrowLeftOutlined />} className="ak-back" onClick={() => void navigate(AIASK_ROUTES.qaLibraries)}>
            {t('qaLibrary.back')}
          </Button>
          <h1>{lib.name}</h1>
          <p>
            {lib.languages.map((code) => (
              <Tag key={code}>{t(`languages.${code}`)}</Tag>
            ))}
          </p>
        </div>
        <Space wrap>
          <Button icon={<SettingOutlined />} onClick={() => setSettings(true)}>
            {t('qaLibrary.settings')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="qa-import">
            {t('qaLibrary.importXlsx')}
          </Button>
          <Button icon={<ThunderboltOutlined />} onClick={() => setGenerating(true)} data-testid="qa-generate">
            {t('qaGenerate.open')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void qaApi.exportLibrary(lib.id, `${lib.name}.xlsx`).catch(() => undefined)}
            data-testid="qa-export"
          >
            {t('qaLibrary.export')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={(categories.data?.length ?? 0) === 0}
            title={(categories.data?.length ?? 0) === 0 ? t('qaLibrary.noCategories') : undefined}
            onClick={() => setEditor({ item: null })}
            data-testid="qa-item-create"
          >
            {t('qaLibrary.newQuestion')}
          </Button>
        </Space>
      </div>
      <div className="ak-split">
        <CategorySidebar
          libraryId={lib.id}
          categories={categories.data ?? []}
          selected={categoryId}
          total={lib.itemCount}
          onSelect={(next) => filter(() => setCategoryId(next))}
          onChanged={refresh}
        />
        <div className="ak-split-main">
          <SearchBar
            placeholder={t('qaLibrary.searchQuestion')}
            testId="qa-item-search"
            onSearch={(text) => filter(() => setKeyword(text))}
          >
            <Select
              allowClear
              placeholder={t('qaLibrary.anyStatus')}
              value={status}
              onChange={(next) => filter(() => setStatus(next))}
              options={QA_ITEM_STATUSES.map((value) => ({ value, label: t(`qaLibrary.statuses.${value}`) }))}
              style={{ minWidth: 130 }}
            />
            <Select
              allowClear
              placeholder={t('qaLibrary.anyLanguage')}
              value={language}
              onChange={(next) => filter(() => setLanguage(next))}
              options={lib.languages.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
              style={{ minWidth: 150 }}
            />
          </SearchBar>
          <QaItemsTable
            items={items.data?.items ?? []}
            total={items.data?.total ?? 0}
            page={page}
            pageSize={PAGE_SIZE}
            loading={items.isPending}
            onPage={setPage}
            onEdit={(item) => setEditor({ item })}
            onStatus={(item, next) =>
              void qaApi
                .setStatus(item.id, next)
                .then(refresh)
                .catch(() => undefined)
            }
            onDelete={(item) =>
              confirm({
                title: t('qaLibrary.deleteQuestionConfirm', { question: item.standardQuestion }),
                onOk: async () => {
                  await qaApi.deleteItem(item.id);
                  toast.success(t('common.deleted'));
                  await refresh();
                },
              })
            }
          />
        </div>
      </div>
      <QaItemEditor
        open={editor !== null}
        library={lib}
        categories={categories.data ?? []}
        item={editor?.item ?? null}
        defaultCategoryId={categoryId}
        onSaved={refresh}
        onClose={() => setEditor(null)}
      />
      <QaGenerateDialog open={generating} qaLibraryId={lib.id} onGenerated={refresh} onClose={() => setGenerating(false)} />
      <QaImportDialog open={importing} libraryId={lib.id} onImported={refresh} onClose={() => setImporting(false)} />
      <QaLibraryFormDialog
        open={settings}
        library={lib}
        onSaved={() => {
          toast.success(t('common.saved'));
          void refresh();
        }}
        onClose={() => setSettings(false)}
      />
    </div>
  );
}
