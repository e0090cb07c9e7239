import { CLONE_REVIEW_REASON_MAX, type CloneReview } from '@orator/shared/clone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { cloneApi } from './cloneApi.ts';
import { WIZARD_CLONE_NAMESPACE } from './i18n/register.ts';

const PAGE_SIZE = 10;
/** The video links are signed for 10 minutes: the queue is read again well before they expire. */
const REFRESH_MS = 5 * 60_000;
const REVIEWS_KEY = ['admin', 'clone-reviews'] as const;

/** Rejecting asks the reason the user will read; its OK button is the confirmation. */
function RejectDialog({ review, onClose }: { review: CloneReview; onClose: (decided: boolean) => void }) {
  const { t } = useTranslation(WIZARD_CLONE_NAMESPACE);
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={t('reviews.rejectTitle', { name: review.name })}
      okText={t('reviews.reject')}
      cancelText={t('remove.cancel')}
      okButtonProps={{ danger: true, disabled: !reason.trim(), 'data-testid': 'clone-review-reject-confirm' } as never}
      onCancel={() => onClose(false)}
      onOk={async () => {
        await cloneApi.decide({ id: review.cloneId, decision: 'reject', reason: reason.trim() });
        toast.success(t('reviews.rejected', { name: review.name }));
        onClose(true);
      }}
    >
      <Typography.Paragraph type="secondary">{t('reviews.rejectBody')}</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        maxLength={CLONE_REVIEW_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('reviews.reasonPlaceholder')}
        data-testid="clone-review-reason"
      />
    </Modal>
  );
}

/**
 * Operators' queue of authorization videos recognition could not check (issue 12 §2): each video
 * plays here beside the statement the person had to read; approve lets its owner start training,
 * reject tells them why. Another operator may have decided first: the server says so.
 */
export default function CloneReviewsPage() {
  const { t, i18n } = useTranslation(WIZARD_CLONE_NAMESPACE);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<CloneReview | null>(null);
  const list = useQuery({
    queryKey: [...REVIEWS_KEY, page],
    queryFn: () => cloneApi.reviews(page, PAGE_SIZE),
    refetchInterval: REFRESH_MS,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const approve = (review: CloneReview) =>
    modal.confirm({
      title: t('reviews.approveTitle', { name: review.name }),
      content: t('reviews.approveBody'),
      okText: t('reviews.approve'),
      cancelText: t('remove.cancel'),
      okButtonProps: { 'data-testid': 'clone-review-approve-confirm' } as never,
      onOk: async () => {
        try {
          await cloneApi.decide({ id: review.cloneId, decision: 'approve', reason: '' });
          toast.success(t('reviews.approved', { name: review.name }));
        } finally {
          refresh();
        }
      },
    });

  return (
    <div className="page" data-testid="clone-reviews-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={2}>{t('reviews.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reviews.intro')}</Typography.Paragraph>
      <Table<CloneReview>
        rowKey="cloneId"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('reviews.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={() => ({ 'data-testid': 'clone-review-row' }) as never}
        columns={[
          {
            title: t('reviews.clone'),
            render: (_, review) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{review.name}</Typography.Text>
                <Typography.Text type="secondary">{review.account}</Typography.Text>
                <Typography.Text type="secondary">{dayjs(review.submittedAt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('reviews.video'),
            render: (_, review) => (
              <video
                src={review.videoUrl}
                controls
                preload="metadata"
                style={{ width: 280, maxHeight: 200, background: '#000' }}
                data-testid="clone-review-video"
              />
            ),
          },
          {
            title: t('reviews.statement'),
            render: (_, review) => (
              <Space direction="vertical" size={4}>
                <Typography.Text type="secondary" data-testid="clone-review-language">
                  {t('reviews.language', { language: languageName(review.language) })}
                </Typography.Text>
                <blockquote style={{ margin: 0, borderLeft: '3px solid #1677ff', paddingLeft: 8 }} data-testid="clone-review-statement">
                  {review.statement}
                </blockquote>
              </Space>
            ),
          },
          {
            title: t('reviews.actions'),
            render: (_, review) => (
              <Space>
                <Button type="primary" onClick={() => approve(review)} data-testid="clone-review-approve">
                  {t('reviews.approve')}
                </Button>
                <Button danger onClick={() => setRejecting(review)} data-testid="clone-review-reject">
                  {t('reviews.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {rejecting && (
        <RejectDialog
          review={rejecting}
          onClose={() => {
            setRejecting(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}
