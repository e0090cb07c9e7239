import type { Notice } from '@orator/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NOTICES_NAMESPACE } from './i18n/register.ts';
import { viewOfNotice } from './noticeView.ts';

/** One notice in the bell's list or on the notices page; choosing it marks it read and follows its link. */
export function NoticeItem({
  notice,
  compact = false,
  onFollow,
}: {
  notice: Notice;
  compact?: boolean;
  onFollow: (notice: Notice, link: string | null) => void;
}) {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const view = viewOfNotice(notice, t);
  const unread = notice.isRead === 0;
  return (
    <li
      className={`notice-item${unread ? ' notice-unread' : ''}${compact ? ' notice-compact' : ''}`}
      data-testid="notice-item"
      data-kind={notice.kind}
      data-read={String(notice.isRead)}
    >
      <button type="button" onClick={() => onFollow(notice, view.link)}>
        <span className="notice-title">
          {unread && <span className="notice-dot" aria-label={t('unread')} />}
          {view.title}
        </span>
        <span className="notice-body">{view.body}</span>
        <time dateTime={notice.createdAt}>{dayjs(notice.createdAt).format('YYYY-MM-DD HH:mm')}</time>
      </button>
    </li>
  );
}
