import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelEmpty } from '../PanelKit.tsx';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?(): unknown;
}

/** Loading, error and empty states around a catalog list, and "show more" under it. */
export function StockStates({ query, count, empty, children }: { query: ListQuery; count: number; empty: string; children: ReactNode }) {
  const { t } = useTranslation('studio');
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('stock.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (count === 0) return <PanelEmpty text={empty} />;
  return (
    <>
      {children}
      {query.hasNextPage && query.fetchNextPage && (
        <Button block type="dashed" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage?.()}>
          {t('common.more')}
        </Button>
      )}
    </>
  );
}
