import type { Notice } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/ui/notify.ts';
import { NOTICES_NAMESPACE } from './i18n/register.ts';
import { NOTICES_QUERY_KEY, noticesApi } from './noticesApi.ts';
import { NoticeItem } from './NoticeItem.tsx';
import './notices.css';

const PAGE_SIZE = 20;

/** All of the user's notices, newest first, a page at a time. */
export default function NoticesPage() {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const notices = useQuery({ queryKey: [...NOTICES_QUERY_KEY, 'page', page], queryFn: () => noticesApi.page(page, PAGE_SIZE) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY });

  const follow = async (notice: Notice, link: string | null) => {
    if (notice.isRead === 0) await noticesApi.markRead(notice.id).then(refresh);
    if (link) void navigate(link);
  };
  const markAll = async () => {
    await noticesApi.markAllRead();
    toast.success(t('allReadDone'));
    await refresh();
  };

  return (
    <div className="notices-page" data-testid="notices-page">
      <div className="notices-head">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
        <Button onClick={() => void markAll()} disabled={!notices.data?.unread} data-testid="notices-mark-all">
          {t('markAllRead')}
        </Button>
      </div>
      {notices.data && notices.data.total === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <ul className="notice-list">
          {(notices.data?.items ?? []).map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onFollow={follow} />
          ))}
        </ul>
      )}
      <Pagination
        current={page}
        pageSize={PAGE_SIZE}
        total={notices.data?.total ?? 0}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
    </div>
  );
}
