import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isErrorKey, messageFor } from '@orator/shared';
import type { Clone } from '@orator/shared/clone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Popconfirm, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/ui/notify.ts';
import { WIZARD_ROUTES } from '../../../lib/routing/paths/wizards.ts';
import { cloneApi } from './cloneApi.ts';
import { WIZARD_CLONE_NAMESPACE } from './i18n/register.ts';

const PAGE_SIZE = 10;
const POLL_MS = 2000;
const REVIEW_POLL_MS = 10_000;
export const CLONES_KEY = ['clones'] as const;
const STATE_COLOUR: Record<Clone['state'], string> = { draft: 'default', training: 'blue', done: 'green', failed: 'red' };

/**
 * My Assets' avatar clones in every state (§4): a draft continues in the wizard, a training one
 * shows its progress and time left (polled), a failed one continues or is deleted, a done one's
 * avatar is in My avatars. Without this list an unfinished clone was reachable only by its address.
 */
export function MyClones() {
  const { t, i18n } = useTranslation(WIZARD_CLONE_NAMESPACE);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...CLONES_KEY, 'page', page],
    queryFn: () => cloneApi.list(page, PAGE_SIZE),
    refetchInterval: (query) => {
      const items = query.state.data?.items ?? [];
      if (items.some((c) => c.state === 'training')) return POLL_MS;
      // An operator's decision on a reviewed authorization shows without a reload.
      return items.some((c) => c.authorization?.status === 'review') ? REVIEW_POLL_MS : false;
    },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CLONES_KEY });
  const resume = useMutation({ mutationFn: (id: string) => cloneApi.continue(id), onSuccess: refresh });
  const remove = useMutation({
    mutationFn: (clone: Clone) => cloneApi.remove(clone.id),
    onSuccess: (_, clone) => {
      toast.success(t('remove.done', { name: clone.name }));
      refresh();
      // A done clone's avatar went with it.
      void queryClient.invalidateQueries({ queryKey: ['user-avatars'] });
    },
  });
  const timeLeft = (seconds: number) =>
    seconds >= 90 ? t('minutes', { count: Math.ceil(seconds / 60) }) : t('seconds', { count: seconds });

  const details = (clone: Clone) => {
    if (clone.state === 'training')
      return (
        <div data-testid="clone-item-training">
          <Progress percent={clone.progress} status="active" size="small" />
          <Typography.Text type="secondary">
            {clone.stage ? `${t(`train.stage.${clone.stage}`, { defaultValue: clone.stage })} · ` : ''}
            {clone.etaSeconds !== null ? t('train.eta', { time: timeLeft(clone.etaSeconds) }) : t('train.etaUnknown')}
          </Typography.Text>
        </div>
      );
    if (clone.state === 'failed')
      return clone.error && clone.error !== 'cloneTrainingFailed' && isErrorKey(clone.error)
        ? messageFor(clone.error, i18n.language)
        : t('train.failed');
    if (clone.state === 'done') return t('assets.doneHint');
    if (clone.authorization?.status === 'review') return t('assets.reviewHint');
    if (clone.authorization?.status === 'rejected')
      return [messageFor('videoAuthorizationFailed', i18n.language), clone.authorization.reason ?? ''].filter(Boolean).join(': ');
    return t('assets.draftHint');
  };

  return (
    <section className="ws-section" data-testid="my-clones">
      <div className="ws-section-head">
        <h2>{t('assets.title')}</h2>
        <Link to={WIZARD_ROUTES.clone} data-testid="create-clone">
          <Button icon={<PlusOutlined />}>{t('assets.create')}</Button>
        </Link>
      </div>
      <List
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('assets.empty') }}
        pagination={
          (list.data?.total ?? 0) > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }
            : false
        }
        renderItem={(clone) => (
          <List.Item
            data-testid="clone-item"
            actions={[
              clone.state === 'draft' ? (
                <Link key="open" to={`${WIZARD_ROUTES.clone}?clone=${clone.id}`} data-testid="clone-item-open">
                  {t('assets.open')}
                </Link>
              ) : null,
              clone.state === 'failed' ? (
                <Button
                  key="continue"
                  type="link"
                  loading={resume.isPending && resume.variables === clone.id}
                  onClick={() => resume.mutate(clone.id)}
                  data-testid="clone-item-continue"
                >
                  {t('train.continue')}
                </Button>
              ) : null,
              // The server refuses to delete a clone while its training job writes to it.
              clone.state !== 'training' ? (
                <Popconfirm
                  key="delete"
                  title={t(clone.avatarId ? 'remove.confirmAvatar' : 'remove.confirm', { name: clone.name })}
                  okText={t('remove.ok')}
                  cancelText={t('remove.cancel')}
                  onConfirm={() => remove.mutateAsync(clone)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('remove.button')} data-testid="clone-item-delete" />
                </Popconfirm>
              ) : null,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <>
                  <Typography.Text strong>{clone.name}</Typography.Text>{' '}
                  <Tag color={STATE_COLOUR[clone.state]} data-testid="clone-item-state">
                    {t(`assets.state.${clone.state}`)}
                  </Tag>
                  {clone.state === 'draft' && clone.authorization?.status === 'review' && (
                    <Tag color="orange" data-testid="clone-item-review">
                      {t('assets.review')}
                    </Tag>
                  )}
                  {clone.state === 'draft' && clone.authorization?.status === 'rejected' && (
                    <Tag color="red" data-testid="clone-item-rejected">
                      {messageFor('videoAuthorizationFailed', i18n.language)}
                    </Tag>
                  )}
                </>
              }
              description={details(clone)}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
