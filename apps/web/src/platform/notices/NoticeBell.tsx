import { BellOutlined } from '@ant-design/icons';
import type { Notice } from '@orator/shared';
import { BADGE_MAX } from '@orator/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NOTICES_NAMESPACE } from './i18n/register.ts';
import { NOTICES_QUERY_KEY, noticesApi } from './noticesApi.ts';
import { NoticeItem } from './NoticeItem.tsx';
import { NOTICES_ROUTE } from './routes.tsx';
import './notices.css';

/** The bell asks again this often; a render finishing elsewhere shows up within it. */
const NOTICE_POLL_MS = 30_000;
const LATEST = 5;

/** The header's bell: the unread count (shown up to 99+), the latest notices, mark all read. */
export function NoticeBell() {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const latest = useQuery({
    queryKey: [...NOTICES_QUERY_KEY, 'latest'],
    queryFn: () => noticesApi.page(1, LATEST),
    refetchInterval: NOTICE_POLL_MS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY });
  const unread = latest.data?.unread ?? 0;

  const follow = async (notice: Notice, link: string | null) => {
    setOpen(false);
    if (notice.isRead === 0) await noticesApi.markRead(notice.id).then(refresh);
    if (link) void navigate(link);
  };

  const content = (
    <div className="notice-popover" data-testid="notice-popover">
      <div className="notice-popover-head">
        <strong>{t('title')}</strong>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          onClick={() => void noticesApi.markAllRead().then(refresh)}
          data-testid="notice-mark-all"
        >
          {t('markAllRead')}
        </Button>
      </div>
      {latest.data && latest.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <ul className="notice-list">
          {(latest.data?.items ?? []).map((notice) => (
            <NoticeItem key={notice.id} notice={notice} compact onFollow={follow} />
          ))}
        </ul>
      )}
      <Link to={NOTICES_ROUTE} onClick={() => setOpen(false)} className="notice-see-all" data-testid="notice-see-all">
        {t('seeAll')}
      </Link>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opened: the latest, not what the last poll saw.
        if (next) void refresh();
      }}
      content={content}
      arrow={false}
    >
      <button type="button" className="notice-bell" aria-label={t('bell')} data-testid="notice-bell">
        <Badge count={unread} overflowCount={BADGE_MAX} size="small" data-testid="notice-badge">
          <BellOutlined />
        </Badge>
      </button>
    </Popover>
  );
}
