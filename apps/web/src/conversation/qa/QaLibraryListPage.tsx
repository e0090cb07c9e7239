import type { QaLibrary } from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/ui/notify.ts';
import { qaApi } from '../api/qaApi.ts';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { useConfirmDelete } from '../ui/useConfirmDelete.ts';
import { QaLibraryFormDialog } from './QaLibraryFormDialog.tsx';
import { ListPageHead, PagedTable } from '../ui/ListPage.tsx';

const PAGE_SIZE = 10;

/** Q&A libraries (spec §2 qaLibrary): search, create, settings, delete, pages. */
export default function QaLibraryListPage() {
  const { t } = useTranslation('aiask');
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ library: QaLibrary | null } | null>(null);

  const query = { keyword: keyword || undefined, page, size: PAGE_SIZE };
  const libraries = useQuery({
    queryKey: ['aiask', 'qa', 'libraries', query],
    queryFn: () => qaApi.libraries(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['aiask', 'qa'] });

  const columns: ColumnsType<QaLibrary> = [
    {
      title: t('qa.columns.name'),
      dataIndex: 'name',
      render: (name: string, library) => (
        <Link to={AIASK_ROUTES.qaLibrary(library.id)} data-testid="qa-library-link">
          {name}
        </Link>
      ),
    },
    {
      title: t('qa.columns.languages'),
      dataIndex: 'languages',
      render: (languages: QaLibrary['languages']) => languages.map((code) => <Tag key={code}>{t(`languages.${code}`)}</Tag>),
    },
    { title: t('qa.columns.items'), dataIndex: 'itemCount', align: 'right' },
    { title: t('qa.columns.categories'), dataIndex: 'categoryCount', align: 'right' },
    {
      title: t('qa.columns.updatedAt'),
      dataIndex: 'updatedAt',
      className: 'ak-nowrap',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      className: 'ak-nowrap',
      render: (_: unknown, library) => (
        <span>
          <Button type="link" size="small" onClick={() => void navigate(AIASK_ROUTES.qaLibrary(library.id))}>
            {t('common.open')}
          </Button>
          <Button type="link" size="small" onClick={() => setDialog({ library })} data-testid="qa-library-edit">
            {t('qaLibrary.settings')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            data-testid="qa-library-delete"
            onClick={() =>
              confirm({
                title: t('qa.deleteConfirm', { name: library.name }),
                onOk: async () => {
                  await qaApi.deleteLibrary(library.id);
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
    <div className="ak-page" data-testid="qa-library-list">
      <ListPageHead
        title={t('qa.title')}
        intro={t('qa.intro')}
        createLabel={t('qa.create')}
        onCreate={() => setDialog({ library: null })}
        createTestId="qa-library-create"
        searchPlaceholder={t('qa.search')}
        searchTestId="qa-library-search"
        onSearch={(text) => {
          setKeyword(text);
          setPage(1);
        }}
      />
      <PagedTable<QaLibrary>
        columns={columns}
        rows={libraries.data?.items ?? []}
        total={libraries.data?.total ?? 0}
        loading={libraries.isPending}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        emptyText={keyword ? t('qa.emptySearch') : t('qa.empty')}
        rowAttributes={(library) => ({ 'data-testid': 'qa-library-row', 'data-name': library.name })}
      />
      <QaLibraryFormDialog
        open={dialog !== null}
        library={dialog?.library ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          void refresh();
          if (!dialog?.library) {
            toast.success(t('qa.created'));
            void navigate(AIASK_ROUTES.qaLibrary(saved.id));
          } else toast.success(t('common.saved'));
        }}
      />
    </div>
  );
}
