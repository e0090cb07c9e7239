import { CrownOutlined } from '@ant-design/icons';
import { PLAN_ABILITIES, RESOLUTION_RECORDS, planTierFor, type LedgerEntry, type MemberSummary } from '@orator/shared';
import { formatFileSize } from '@orator/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMERCE_ROUTES } from '../../lib/routing/paths/commerce.ts';
import { LIVE_ROUTES } from '../../lib/routing/paths/live.ts';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import { EnterpriseMembers } from './EnterpriseMembers.tsx';
import { MEMBER_NAMESPACE } from './i18n/register.ts';
import { memberApi } from './memberApi.ts';
import './member.css';

const PAGE_SIZE = 20;

function minutesAndSeconds(seconds: number) {
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}

/** The rights of the user's plan, read from the one plan table the server enforces (PLAN_ABILITIES). */
function Rights({ summary }: { summary: MemberSummary }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const abilities = PLAN_ABILITIES[planTierFor({ activeMember: summary.vipType === 'vip', ultra: summary.ultra })];
  const rows: [string, string][] = [
    [t('rights.resolutions'), abilities.resolutions.map((r) => RESOLUTION_RECORDS[r].label).join(' · ')],
    [t('rights.watermark'), abilities.watermarkOptional ? t('rights.watermarkOptional') : t('rights.watermarkAlways')],
    [t('rights.storage'), formatFileSize(abilities.storageBytes)],
    [t('rights.pages'), abilities.maxPages === null ? t('rights.noLimit') : t('rights.upTo', { count: abilities.maxPages })],
    [
      t('rights.fourKCost'),
      abilities.fourKDeductionFactor === null
        ? t('rights.notAvailable')
        : t('rights.timesTime', { factor: abilities.fourKDeductionFactor }),
    ],
  ];
  return (
    <Card title={t('rights.heading')} data-testid="member-rights">
      <dl className="member-rights">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The paginated ledger of composition time, each change with its reason in the reader's language. */
function Ledger() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [page, setPage] = useState(1);
  const ledger = useQuery({ queryKey: ['member', 'ledger', page], queryFn: () => memberApi.ledger(page, PAGE_SIZE) });
  return (
    <Card title={t('ledger.heading')} data-testid="member-ledger">
      <Table<LedgerEntry>
        rowKey="id"
        size="small"
        loading={ledger.isLoading}
        dataSource={ledger.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('ledger.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: ledger.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('ledger.when'), dataIndex: 'createdAt', render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm') },
          { title: t('ledger.reason'), dataIndex: 'kind', render: (kind: LedgerEntry['kind']) => t(`ledger.kinds.${kind}`) },
          {
            title: t('ledger.change'),
            dataIndex: 'seconds',
            align: 'right',
            render: (value: number) => (
              <span className={value < 0 ? 'member-charge' : 'member-grant'}>
                {t('ledger.seconds', { value: value > 0 ? `+${value}` : String(value) })}
              </span>
            ),
          },
          {
            title: t('ledger.balance'),
            dataIndex: 'balanceAfter',
            align: 'right',
            render: (value: number) => t('ledger.seconds', { value: String(value) }),
          },
        ]}
      />
    </Card>
  );
}

/** The member centre (issue 14 §4): plan and renewal, time, storage, counts, rights and the time ledger. */
export default function MemberCentrePage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const summary = useQuery({ queryKey: ['member', 'summary'], queryFn: memberApi.summary });
  const data = summary.data;
  const member = data?.vipType === 'vip';
  const counts: { key: keyof MemberSummary['counts']; to: string }[] = [
    { key: 'projects', to: `${ROUTES.creationCentre}?tab=workbench` },
    { key: 'finishedVideos', to: `${ROUTES.creationCentre}?tab=finished` },
    { key: 'liveRooms', to: LIVE_ROUTES.centre },
    { key: 'digitalHumans', to: ROUTES.avatars },
  ];

  return (
    <div className="member-page" data-testid="member-page">
      <h1>{t('title')}</h1>
      {data && (
        <>
          <div className="member-cards">
            <Card title={t('plan.heading')} data-testid="member-plan">
              <p className="member-plan-name">
                {member ? (
                  <Tag color="gold" icon={<CrownOutlined />}>
                    {data.proMan ? t('plan.business') : t('plan.member')}
                  </Tag>
                ) : (
                  <Tag>{t('plan.free')}</Tag>
                )}
                {member && data.ultra && <Tag color="purple">{t('plan.fourK')}</Tag>}
              </p>
              {member && (
                <p className="muted">
                  {data.vipExpiresAt ? t('plan.until', { date: dayjs(data.vipExpiresAt).format('YYYY-MM-DD') }) : t('plan.noExpiry')}
                </p>
              )}
              <div className="member-actions">
                <Link to={COMMERCE_ROUTES.purchase}>
                  <Button type="primary" data-testid="member-renew">
                    {member ? t('plan.renew') : t('plan.buy')}
                  </Button>
                </Link>
                <Link to={COMMERCE_ROUTES.pricing}>{t('plan.pricing')}</Link>
              </div>
            </Card>
            <Card title={t('time.heading')} data-testid="member-time">
              <p className="member-big" data-testid="member-remain">
                {t('time.value', minutesAndSeconds(data.remainCredits))}
              </p>
              {data.tenantKind === 'enterprise' ? (
                <p className="muted">{t('time.enterprise')}</p>
              ) : (
                <Link to={`${COMMERCE_ROUTES.purchase}?tab=video`}>{t('time.buyMore')}</Link>
              )}
            </Card>
            <Card title={t('storage.heading')} data-testid="member-storage">
              <Progress
                percent={Math.min(100, Math.round((data.storageUsedBytes / Math.max(1, data.storageQuotaBytes)) * 100))}
                showInfo={false}
              />
              <p className="muted">
                {t('storage.value', { used: formatFileSize(data.storageUsedBytes), total: formatFileSize(data.storageQuotaBytes) })}
              </p>
            </Card>
          </div>
          <div className="member-counts">
            {counts.map(({ key, to }) => (
              <Link key={key} to={to} className="member-count" data-testid={`member-count-${key}`}>
                <strong>{data.counts[key]}</strong>
                <span>{t(`counts.${key}`)}</span>
              </Link>
            ))}
          </div>
          <Rights summary={data} />
          {data.tenantKind === 'enterprise' && data.tenantRole !== 'member' && <EnterpriseMembers />}
        </>
      )}
      <Ledger />
    </div>
  );
}
