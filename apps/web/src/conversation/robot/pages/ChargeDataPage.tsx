import type { RobotMode, RobotReportRecord } from '@orator/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../ui/ListPage.tsx';
import { RobotPicker, useChosenRobot } from '../RobotPicker.tsx';
import { robotApi } from '../robotApi.ts';
import { BatteryChart } from './BatteryChart.tsx';
import { EventsTable } from './EventsTable.tsx';
import { ModeTag } from './ModeTag.tsx';

const PAGE_SIZE = 15;
const CHART_REPORTS = 100;

/** /aiask/robot/chargeData: the battery history (chart of the newest reports, paged table) and charging events. */
export default function ChargeDataPage() {
  const { t } = useTranslation('aiask');
  const chosen = useChosenRobot();
  const robotId = chosen.robot?.id ?? '';
  const [page, setPage] = useState(1);
  const query = { robotId, page, size: PAGE_SIZE };
  const reports = useQuery({
    queryKey: ['robot', 'reports', query],
    queryFn: () => robotApi.reports(query),
    placeholderData: keepPreviousData,
    enabled: !!robotId,
    refetchInterval: 4000,
  });
  const recent = useQuery({
    queryKey: ['robot', 'reports', 'chart', robotId],
    queryFn: () => robotApi.reports({ robotId, page: 1, size: CHART_REPORTS }),
    enabled: !!robotId,
    refetchInterval: 4000,
  });
  const charge = useQuery({ queryKey: ['robot', 'charge', robotId], queryFn: () => robotApi.charge(robotId), enabled: !!robotId });
  const columns: ColumnsType<RobotReportRecord> = [
    {
      title: t('robot.chargeData.columns.time'),
      dataIndex: 'createdAt',
      className: 'ak-nowrap',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('robot.chargeData.columns.battery'), dataIndex: 'battery', render: (b: number) => `${b}%` },
    { title: t('robot.chargeData.columns.mode'), dataIndex: 'mode', render: (mode: RobotMode) => <ModeTag mode={mode} /> },
    { title: t('robot.chargeData.columns.position'), dataIndex: 'position', render: (p: string | null) => p ?? '—' },
  ];
  return (
    <div className="ak-page" data-testid="robot-chargeData">
      <div className="ak-head">
        <div>
          <h1>{t('robot.chargeData.title')}</h1>
          <p>{t('robot.chargeData.intro')}</p>
        </div>
      </div>
      <RobotPicker chosen={chosen} />
      {robotId && (
        <>
          <BatteryChart reports={recent.data?.items ?? []} low={charge.data?.lowBattery} working={charge.data?.workingBattery} />
          <PagedTable<RobotReportRecord>
            columns={columns}
            rows={reports.data?.items ?? []}
            total={reports.data?.total ?? 0}
            loading={reports.isPending}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            emptyText={t('robot.chargeData.empty')}
            rowAttributes={(r) => ({ 'data-testid': 'battery-row', 'data-battery': String(r.battery) })}
          />
          <h2 style={{ marginTop: 24 }}>{t('robot.chargeData.events')}</h2>
          <EventsTable key={robotId} robotId={robotId} group="charge" />
        </>
      )}
    </div>
  );
}
