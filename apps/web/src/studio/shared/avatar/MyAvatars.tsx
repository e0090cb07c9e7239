import { BgColorsOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserAvatar } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Pagination, Popconfirm, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/ui/notify.ts';
import { avatarDesignPath } from '../../../lib/routing/paths/designer.ts';
import { OwnAvatarThumb } from './AvatarThumb.tsx';
import { MY_AVATARS_NAMESPACE } from './i18n/register.ts';
import { userAvatarsApi } from './userAvatarsApi.ts';
import './myAvatars.css';

const STATUS_COLOURS = { processing: 'processing', ready: 'success', failed: 'error' } as const;
/** Where a new photo avatar is made (the photo-video wizard). */
const PHOTO_WIZARD_PATH = '/main/wizard/photo';

/**
 * The user's own avatars (photo, cloned and designed), a page at a time. `manage` (My Assets) renames and
 * deletes (with a confirmation); `onPick` (the editors' pickers) offers the ready ones.
 */
export function MyAvatars({
  pageSize = 12,
  manage = false,
  onPick,
  selectedId,
}: {
  pageSize?: number;
  manage?: boolean;
  onPick?(avatar: UserAvatar): void;
  selectedId?: string;
}) {
  const { t } = useTranslation(MY_AVATARS_NAMESPACE);
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<{ avatar: UserAvatar; name: string } | null>(null);
  const list = useQuery({
    queryKey: ['user-avatars', 'all', page, pageSize],
    queryFn: () => userAvatarsApi.page({ page, size: pageSize }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['user-avatars'] });

  const remove = async (avatar: UserAvatar) => {
    await userAvatarsApi.remove(avatar.id);
    toast.success(t('removed'));
    await refresh();
  };
  const rename = async () => {
    if (!renaming) return;
    await userAvatarsApi.rename(renaming.avatar.id, renaming.name);
    setRenaming(null);
    await refresh();
  };

  if (list.isPending) return <Spin />;
  const items = list.data?.items ?? [];
  return (
    <div className="my-avatars" data-testid="my-avatars">
      {items.length === 0 ? (
        <Empty description={t('empty')}>
          <div className="my-avatars-make">
            <Link to={PHOTO_WIZARD_PATH}>
              <Button icon={<PlusOutlined />}>{t('makePhoto')}</Button>
            </Link>
            <Link to={avatarDesignPath()}>
              <Button icon={<BgColorsOutlined />} data-testid="my-avatars-design">
                {t('design')}
              </Button>
            </Link>
          </div>
        </Empty>
      ) : (
        <>
          {manage && (
            <div className="my-avatars-make">
              <Link to={avatarDesignPath()}>
                <Button size="small" icon={<BgColorsOutlined />} data-testid="my-avatars-design">
                  {t('design')}
                </Button>
              </Link>
            </div>
          )}
          <div className="my-avatars-grid">
            {items.map((avatar) => (
              <div
                key={avatar.id}
                className={`my-avatar-card${selectedId === avatar.id ? ' is-selected' : ''}`}
                data-testid="my-avatar-card"
              >
                <button
                  type="button"
                  className="my-avatar-pick"
                  disabled={!onPick}
                  onClick={() => {
                    if (!onPick) return;
                    if (avatar.status !== 'ready') toast.error(t('notReady'));
                    else onPick(avatar);
                  }}
                >
                  {avatar.previewUrl || avatar.kind === 'designed' ? (
                    <OwnAvatarThumb avatar={avatar} width={150} height={200} />
                  ) : (
                    <span className="my-avatar-blank" />
                  )}
                  <span className="my-avatar-name">{avatar.name}</span>
                </button>
                <div className="my-avatar-meta">
                  <Tag>{t(`kinds.${avatar.kind}`)}</Tag>
                  <Tag color={STATUS_COLOURS[avatar.status]}>{t(`statuses.${avatar.status}`)}</Tag>
                </div>
                {manage && (
                  <div className="my-avatar-actions">
                    {avatar.kind === 'designed' && (
                      <Link to={avatarDesignPath(avatar.id)} aria-label={t('editDesign')} title={t('editDesign')}>
                        <Button size="small" icon={<BgColorsOutlined />} data-testid="my-avatar-redesign" />
                      </Link>
                    )}
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setRenaming({ avatar, name: avatar.name })}
                      aria-label={t('rename')}
                      data-testid="my-avatar-rename"
                    />
                    <Popconfirm
                      title={t('removeConfirm', { name: avatar.name })}
                      onConfirm={() => remove(avatar)}
                      okText={t('remove')}
                      cancelText={t('cancel')}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('remove')} data-testid="my-avatar-delete" />
                    </Popconfirm>
                  </div>
                )}
              </div>
            ))}
          </div>
        </>
      )}
      {(list.data?.total ?? 0) > pageSize && (
        <Pagination
          size="small"
          current={page}
          pageSize={pageSize}
          total={list.data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
      <Modal
        open={renaming !== null}
        title={t('rename')}
        onCancel={() => setRenaming(null)}
        onOk={() => void rename()}
        okText={t('save')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: !renaming?.name.trim() }}
      >
        <label>
          {t('nameLabel')}
          <Input
            value={renaming?.name ?? ''}
            maxLength={50}
            onChange={(event) => renaming && setRenaming({ ...renaming, name: event.target.value })}
          />
        </label>
      </Modal>
    </div>
  );
}
