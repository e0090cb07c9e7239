import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { videoApi } from '../../shared/api/videoApi.ts';
import { AvatarThumb } from '../../shared/avatar/AvatarThumb.tsx';
import { clipFromAvatar } from '../model/binItems.ts';
import { newId } from '../state/ids.ts';
import { showRefusal } from '../../kit/refusal.ts';
import { isErrorKey } from '@orator/shared';
import { toast } from '../../../ui/notify.ts';
import { BinTile } from './BinTile.tsx';
import { useCatalogKey } from '../../kit/catalog.ts';

/** Catalogue avatars; each is checked against the user's plan (product-rules#export-avatar-gating) before it is added. */
export function AvatarsTab() {
  const { t } = useTranslation('trackEditor');
  const avatars = useQuery({ queryKey: useCatalogKey('avatars', 'bin'), queryFn: () => videoApi.avatars({ size: 60 }), staleTime: 60_000 });
  if (avatars.isPending) return <Spin className="te-bin-spin" />;
  const items = avatars.data?.items ?? [];
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bin.noAvatars')} />;
  return (
    <div className="te-bin-tab" data-testid="bin-avatars">
      <div className="te-bin-grid">
        {items.map((avatar) => (
          <BinTile
            key={avatar.id}
            name={avatar.name}
            meta={avatar.vipType ? 'VIP' : undefined}
            art={<AvatarThumb avatarId={avatar.id} size={72} />}
            testId="bin-avatar"
            resolve={async () => {
              const check = await videoApi.checkAvatar(avatar.id);
              if (check.allowed) return clipFromAvatar(avatar.id, avatar.name, newId());
              if (check.reason && isErrorKey(check.reason)) showRefusal(check.reason);
              else toast.error(check.message ?? t('bin.avatarRefused'));
              return null;
            }}
          />
        ))}
      </div>
    </div>
  );
}
