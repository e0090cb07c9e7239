import type { QaItem, QaItemStatus } from '@orator/shared';
import { Button, Switch, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The questions of a library, one page at a time, with the active switch and row actions. */
export function QaItemsTable({
  items,
  total,
  page,
  pageSize,
  loading,
  onPage,
  onEdit,
  onDelete,
  onStatus,
}: {
  items: QaItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  onEdit: (item: QaItem) => void;
  onDelete: (item: QaItem) => void;
  onStatus: (item: QaItem, status: QaItemStatus) => void;
}) {
  const { t } = useTranslation('aiask');
  const columns: ColumnsType<QaItem> = [
    {
      title: t('qaLibrary.columns.question'),
      dataIndex: 'standardQuestion',
      render: (question: string, item) => (
        <div className="ak-question-cell">
          <div>{question}</div>
          {item.similarQuestions.length > 0 && (
            <Tooltip title={item.similarQuestions.join(' / ')}>
              <span className="ak-muted">{t('qaLibrary.similarCount', { count: item.similarQuestions.length })}</span>
            </Tooltip>
          )}
        </div>
      ),
    },
    { title: t('qaLibrary.columns.category'), dataIndex: 'categoryName', render: (name: string) => <Tag>{name}</Tag> },
    { title: t('qaLibrary.columns.language'), dataIndex: 'language', render: (code: QaItem['language']) => t(`languages.${code}`) },
    {
      title: t('qaLibrary.columns.status'),
      dataIndex: 'status',
      render: (status: QaItemStatus, item) => (
        <Switch
          size="small"
          checked={status === 'active'}
          aria-label={t(`qaLibrary.statuses.${status}`)}
          onChange={(checked) => onStatus(item, checked ? 'active' : 'inactive')}
        />
      ),
    },
    {
      title: t('qaLibrary.columns.updatedAt'),
      dataIndex: 'updatedAt',
      className: 'ak-nowrap',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      className: 'ak-nowrap',
      render: (_: unknown, item) => (
        <span>
          <Button type="link" size="small" onClick={() => onEdit(item)} data-testid="qa-item-edit">
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => onDelete(item)} data-testid="qa-item-delete">
            {t('common.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table<QaItem>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('qaLibrary.emptyItems') }}
      onRow={(item) => ({ 'data-testid': 'qa-item-row', 'data-question': item.standardQuestion }) as object}
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
