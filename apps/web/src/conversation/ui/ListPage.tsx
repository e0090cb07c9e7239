import { PlusOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/ui/useIsMobile.ts';
import { SearchBar } from './SearchBar.tsx';
import { PhoneCards, type PagedRowsProps } from './PhoneCards.tsx';
import { useStepBackFromEmptyPage } from '../../lib/ui/useStepBackFromEmptyPage.ts';

/**
 * The head of an area list (roles, knowledge bases, Q&A libraries): title, intro, the create button
 * and the name search (spec §2 lists: Search and Reset).
 */
export function ListPageHead({
  title,
  intro,
  createLabel,
  onCreate,
  createTestId,
  searchPlaceholder,
  searchTestId,
  onSearch,
}: {
  title: string;
  intro: string;
  createLabel: string;
  onCreate: () => void;
  createTestId: string;
  searchPlaceholder: string;
  searchTestId: string;
  onSearch: (text: string) => void;
}) {
  return (
    <>
      <div className="ak-head">
        <div>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid={createTestId}>
          {createLabel}
        </Button>
      </div>
      <SearchBar placeholder={searchPlaceholder} testId={searchTestId} onSearch={onSearch} />
    </>
  );
}

/**
 * One page of a server-paged list: total shown, no size changer, rows carry test attributes; an
 * emptied later page (its last row deleted) steps back to the one before. On a phone the rows are
 * cards (product-rules#web-app: nothing wider than the screen), each column a labelled line.
 */
export function PagedTable<T extends { id: string }>({
  columns,
  rows,
  total,
  loading,
  page,
  pageSize,
  onPage,
  emptyText,
  rowAttributes,
  className,
}: PagedRowsProps<T>) {
  const { t } = useTranslation('aiask');
  const mobile = useIsMobile();
  useStepBackFromEmptyPage(loading ? undefined : rows.length, page, onPage);
  if (mobile) {
    return (
      <PhoneCards<T>
        className={className}
        columns={columns}
        rows={rows}
        total={total}
        loading={loading}
        page={page}
        pageSize={pageSize}
        onPage={onPage}
        emptyText={emptyText}
        rowAttributes={rowAttributes}
      />
    );
  }
  return (
    <Table<T>
      className={className}
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      onRow={(row) => rowAttributes(row) as object}
      pagination={{
        current: page,
        pageSize,
        total,
        onChange: onPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => t('common.total', { count }),
      }}
    />
  );
}
