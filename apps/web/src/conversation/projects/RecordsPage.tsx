import { formatElapsed, PROJECT_PATHS, SESSION_PERIODS, type SessionPeriod, type SessionRecord } from '@orator/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Empty, Segmented, Select, Spin, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/api/downloadFile.ts';
import { useIsMobile } from '../../lib/ui/useIsMobile.ts';
import { PhoneCards } from '../ui/PhoneCards.tsx';
import { SearchBar } from '../ui/SearchBar.tsx';
import { AnalysisPanel } from './analysis/AnalysisPanel.tsx';
import { projectsApi } from './projectsApi.ts';
import './projects.css';

const PAGE_SIZE = 10;
const elapsed = (from: string, to: string) => formatElapsed(Date.parse(to) - Date.parse(from));

/** Session records (spec §2 /aiask/home/recording, §3, §9 filters and mm:ss): every conversation and its turns. */
export default function RecordsPage() {
  const { t } = useTranslation('aiask');
  // Phones: the sessions as cards that open the same drawer, full width (product-rules#web-app).
  const mobile = useIsMobile();
  const [period, setPeriod] = useState<SessionPeriod | 'all'>('week');
  const [keyword, setKeyword] = useState('');
  const [projectId, setProjectId] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [view, setView] = useState<'sessions' | 'analysis'>('sessions');

  const query = { period: period === 'all' ? undefined : period, keyword: keyword || undefined, projectId, page, size: PAGE_SIZE };
  // The newest 100 projects to filter by (sessions of deleted projects stay under "All projects").
  const projects = useQuery({ queryKey: ['aiask', 'projects', 'records-filter'], queryFn: () => projectsApi.page({ page: 1, size: 100 }) });
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
            if (projectId) filters.projectId = projectId;
            downloadFile(PROJECT_PATHS.exportConversations, filters, 'session-records.xlsx', 'aiask')
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
        <Select<string>
          allowClear
          showSearch
          optionFilterProp="label"
          className="ak-records-project"
          placeholder={t('projects.records.allProjects')}
          value={projectId}
          onChange={(value) => {
            setProjectId(value);
            setPage(1);
          }}
          options={(projects.data?.items ?? []).map((project) => ({ value: project.id, label: project.name }))}
          data-testid="session-project"
        />
      </SearchBar>
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key === 'analysis' ? 'analysis' : 'sessions')}
        data-testid="records-tabs"
        items={[
          {
            key: 'sessions',
            label: t('analysis.tabs.sessions'),
            children: mobile ? (
              <PhoneCards<SessionRecord & { id: string }>
                columns={columns as TableColumnsType<SessionRecord & { id: string }>}
                rows={(sessions.data?.items ?? []).map((row) => ({ ...row, id: row.sessionId }))}
                total={sessions.data?.total ?? 0}
                loading={sessions.isPending}
                page={page}
                pageSize={PAGE_SIZE}
                onPage={setPage}
                emptyText={<Empty />}
                rowAttributes={() => ({ 'data-testid': 'session-row' })}
                onOpen={(row) => setOpen(row.sessionId)}
              />
            ) : (
              <Table<SessionRecord>
                rowKey="sessionId"
                columns={columns}
                dataSource={sessions.data?.items ?? []}
                loading={sessions.isPending}
                onRow={(row) =>
                  ({ onClick: () => setOpen(row.sessionId), style: { cursor: 'pointer' }, 'data-testid': 'session-row' }) as object
                }
                pagination={{
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: sessions.data?.total ?? 0,
                  onChange: setPage,
                  showTotal: (count) => t('common.total', { count }),
                }}
                scroll={{ x: true }}
              />
            ),
          },
          {
            key: 'analysis',
            label: <span data-testid="records-tab-analysis">{t('analysis.tabs.analysis')}</span>,
            children: view === 'analysis' && <AnalysisPanel period={period} keyword={keyword} projectId={projectId} />,
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width={mobile ? '100%' : 560}
        title={detail.data?.projectName ?? ''}
        destroyOnHidden
      >
        <Spin spinning={detail.isPending}>
          {detail.data && detail.data.items.length === 0 && <Empty />}
          {detail.data && Object.keys(detail.data.collected).length > 0 && (
            <Descriptions size="small" column={1} bordered title={t('projects.records.collected')} data-testid="session-collected">
              {Object.entries(detail.data.collected).map(([key, value]) => (
                <Descriptions.Item key={key} label={key}>
                  {value}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          {detail.data?.items.map((turn) => (
            <div key={turn.turn} className="ak-record-turn" data-testid="session-turn">
              <div className="ak-muted">
                #{turn.turn} · {dayjs(turn.startedAt).format('HH:mm:ss')} · {elapsed(turn.startedAt, turn.endedAt)} <Tag>{turn.source}</Tag>
                {turn.outcome !== 'answered' && <Tag color="orange">{t(`projects.records.outcome.${turn.outcome}`)}</Tag>}
              </div>
              {turn.question && (
                <p>
                  <strong>{turn.question}</strong>
                </p>
              )}
              {turn.audioUrl && (
                // The visitor's spoken question (a signed link, valid ten minutes after the detail opened).
                <audio
                  controls
                  preload="none"
                  src={turn.audioUrl}
                  aria-label={t('projects.records.spokenQuestion')}
                  data-testid="session-turn-audio"
                />
              )}
              <p>{turn.answer}</p>
            </div>
          ))}
        </Spin>
      </Drawer>
    </div>
  );
}
