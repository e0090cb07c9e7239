import { MailOutlined, MessageOutlined, ReloadOutlined } from '@ant-design/icons';
import type { OutboxMessage } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../lib/api/accounts.ts';
import { extractCode } from './extractCode.ts';

const PAGE_SIZE = 20;

/** The operator's dev outbox: every mail and SMS the server "sent", newest first. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useQuery({ queryKey: ['outbox', page], queryFn: () => accountsApi.outbox(page, PAGE_SIZE) });

  const columns: TableColumnsType<OutboxMessage> = [
    {
      title: t('outbox.channel'),
      dataIndex: 'channel',
      width: 110,
      render: (channel: OutboxMessage['channel']) =>
        channel === 'email' ? (
          <Tag icon={<MailOutlined />} color="geekblue">
            {t('outbox.email')}
          </Tag>
        ) : (
          <Tag icon={<MessageOutlined />} color="cyan">
            {t('outbox.sms')}
          </Tag>
        ),
    },
    { title: t('outbox.recipient'), dataIndex: 'recipient', width: 220, ellipsis: true },
    {
      title: t('outbox.code'),
      key: 'code',
      width: 120,
      render: (_, message) => {
        const code = extractCode(message.body);
        return code ? (
          <Typography.Text code copyable={{ text: code }} className="numeric" data-testid="outbox-code">
            {code}
          </Typography.Text>
        ) : (
          '—'
        );
      },
    },
    { title: t('outbox.subject'), dataIndex: 'subject', ellipsis: true },
    {
      title: t('outbox.sentAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (date: string) => <span className="muted">{dayjs(date).format('YYYY-MM-DD HH:mm:ss')}</span>,
    },
  ];

  return (
    <div className="page" data-testid="outbox-page">
      <div className="page-head">
        <div>
          <h1>{t('titles.outbox')}</h1>
          <p>{t('outbox.intro')}</p>
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <Card styles={{ body: { padding: 0 } }}>
        <Table<OutboxMessage>
          rowKey="id"
          columns={columns}
          dataSource={outbox.data?.items ?? []}
          loading={outbox.isPending}
          locale={{ emptyText: t('outbox.empty') }}
          expandable={{ expandedRowRender: (message) => <pre className="outbox-body">{message.body}</pre> }}
          scroll={{ x: 820 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: outbox.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      </Card>
    </div>
  );
}
