import { Empty, Pagination, Spin, type TableColumnsType } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Column<T> = TableColumnsType<T>[number];

/** A column's value for a row, as the table would show it (its render, else its dataIndex). */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  const path =
    dataIndex === undefined ? [] : Array.isArray(dataIndex) ? (dataIndex as (string | number)[]) : [dataIndex as string | number];
  const value = path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], row);
  if (!column.render) return path.length > 0 ? (value as ReactNode) : null;
  const rendered = column.render(value, row, index) as unknown;
  // A render may answer { children, props } (cell spans), which a card has no use for.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) {
    return (rendered as { children: ReactNode }).children;
  }
  return rendered as ReactNode;
}

function titleOf<T>(column: Column<T>): ReactNode {
  return typeof column.title === 'function' ? null : (column.title as ReactNode);
}

/**
 * A paged list's rows as cards for a phone (product-rules#web-app): the first column is the card's
 * heading, the others follow as "label: value" lines; the same data attributes as the table's rows.
 */
/** One server page of rows, as both the table and the phone's cards take it. */
export interface PagedRowsProps<T> {
  columns: TableColumnsType<T>;
  rows: T[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText: ReactNode;
  /** data-* attributes of each row (e2e tests find rows by them). */
  rowAttributes: (row: T) => Record<`data-${string}`, string>;
  className?: string;
}

export function PhoneCards<T extends { id: string }>({
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
  onOpen,
}: PagedRowsProps<T> & {
  /** A tap on the card opens the row (the table's row click). */
  onOpen?: (row: T) => void;
}) {
  const { t } = useTranslation('aiask');
  const [head, ...rest] = columns.filter((column) => !('children' in column));
  return (
    <Spin spinning={loading}>
      <div className={`ak-phone-cards ${className ?? ''}`} data-variant="cards">
        {rows.length === 0 && !loading && <Empty description={emptyText} />}
        {rows.map((row, index) => (
          <article
            key={row.id}
            className={onOpen ? 'ak-phone-card ak-phone-card-open' : 'ak-phone-card'}
            onClick={onOpen ? () => onOpen(row) : undefined}
            {...rowAttributes(row)}
          >
            {head && <div className="ak-phone-card-head">{cellOf(head, row, index)}</div>}
            {rest.map((column, i) => {
              const cell = cellOf(column, row, index);
              if (cell === null || cell === undefined || cell === '') return null;
              const label = titleOf(column);
              return (
                <div key={String(column.key ?? i)} className="ak-phone-card-line">
                  {label ? <span className="ak-phone-card-label">{label}</span> : null}
                  <span className="ak-phone-card-value">{cell}</span>
                </div>
              );
            })}
          </article>
        ))}
        {total > pageSize && (
          <Pagination
            className="ak-phone-pagination"
            simple
            current={page}
            pageSize={pageSize}
            total={total}
            onChange={onPage}
            showSizeChanger={false}
          />
        )}
        {total > 0 && <p className="ak-phone-total">{t('common.total', { count: total })}</p>}
      </div>
    </Spin>
  );
}
