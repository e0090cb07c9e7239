import { formatElapsed, PROJECT_PATHS, SESSION_PERIODS, type SessionPeriod, type SessionRecord } from '@orator/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Segmented, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download.ts';
import { SearchBar } from '../ui/SearchBar.tsx';
import { projectsApi } from './projectsApi.ts';
import './projects.css';

const PAGE_SIZE = 10;
const elapsed = (from: string, to: string) => formatElapsed(Date.parse(to) - Date.parse(from));

/** Session records (spec §2 /aiask/home/recording, §3, §9 filters and mm:ss): every conversation and its turns. */
export default function RecordsPage() {
  const { t } = useTranslation('aiask');
  const [period, setPeriod] = useState<SessionPeriod | 'all'>('week');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const query = { period: period === 'all' ? undefined : period, keyword: keyword || undefined, page, size: PAGE_SIZE };
  const sessions = useQuery({
    queryKey: ['aiask', 'sessions', query],
    queryFn: () => projectsApi.sessions(query),
    placeholderData: keepPreviousData,
  });
  const detail = useQuery({ queryKey: ['aiask', 'session', open], queryFn: () => projectsApi.session(open ?? ''), enabled: open !== null });

  const columns: ColumnsType<SessionRecord> = [
    { title: t('projects.records.columns.project'), dataIndex: 'projectName' },
    { title: t('projects.columns.role'), dataIndex: 'roleName' },
    { title: t('projects.records.columns.question'), dataIndex: 'firstQuestion', ellipsis: true },
    { title: t('projects.records.columns.turns'), dataIndex: 'turns', align: 'right' },
    {
      title: t('projects.records.columns.visitor'),
      dataIndex: 'visitor',
      render: (visitor: SessionRecord['visitor']) => <Tag>{t(`projects.records.visitor.${visitor}`)}</Tag>,
    },
    {
      title: t('projects.records.columns.startedAt'),
      dataIndex: 'startedAt',
      className: 'ak-nowrap',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    { title: t('projects.records.columns.duration'), key: 'duration', render: (_: unknown, row) => elapsed(row.startedAt, row.endedAt) },
  ];

  return (
    <div className="ak-page" data-testid="session-records">
      <div className="ak-head">
        <div>
          <h1>{t('projects.records.title')}</h1>
          <p>{t('projects.records.intro')}</p>
        </div>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          data-testid="session-export"
          onClick={() => {
            setExporting(true);
            const filters: Record<string, string> = {};
            if (period !== 'all') filters.period = period;
            if (keyword) filters.keyword = keyword;
            downloadFile(PROJECT_PATHS.exportConversations, filters, 'session-records.xlsx')
              .catch(() => undefined) // shown by downloadFile
              .finally(() => setExporting(false));
          }}
        >
          {t('projects.records.export')}
        </Button>
      </div>
      <SearchBar
        placeholder={t('projects.records.search')}
        testId="session-search"
        onSearch={(text) => {
          setKeyword(text);
          setPage(1);
        }}
      >
        <Segmented<SessionPeriod | 'all'>
          value={period}
          onChange={(value) => {
            setPeriod(value);
            setPage(1);
          }}
          options={[...SESSION_PERIODS, 'all' as const].map((value) => ({ value, label: t(`projects.records.period.${value}`) }))}
          data-testid="session-period"
        />
      </SearchBar>
      <Table<SessionRecord>
        rowKey="sessionId"
        columns={columns}
        dataSource={sessions.data?.items ?? []}
        loading={sessions.isPending}
        onRow={(row) => ({ onClick: () => setOpen(row.sessionId), style: { cursor: 'pointer' }, 'data-testid': 'session-row' }) as object}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: sessions.data?.total ?? 0,
          onChange: setPage,
          showTotal: (count) => t('common.total', { count }),
        }}
        scroll={{ x: true }}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} width={560} title={detail.data?.projectName ?? ''} destroyOnHidden>
        <Spin spinning={detail.isPending}>
          {detail.data && detail.data.items.length === 0 && <Empty />}
          {detail.data?.items.map((turn) => (
            <div key={turn.turn} className="ak-record-turn" data-testid="session-turn">
              <div className="ak-muted">
                #{turn.turn} · {dayjs(turn.startedAt).format('HH:mm:ss')} · {elapsed(turn.startedAt, turn.endedAt)} <Tag>{turn.source}</Tag>
                {turn.outcome !== 'answered' && <Tag color="orange">{t(`projects.records.outcome.${turn.outcome}`)}</Tag>}
              </div>
              <p>
                <strong>{turn.question}</strong>
              </p>
              <p>{turn.answer}</p>
            </div>
          ))}
        </Spin>
      </Drawer>
    </div>
  );
}
