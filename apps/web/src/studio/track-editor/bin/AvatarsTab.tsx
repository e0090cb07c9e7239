import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { videoApi } from '../../shared/api/videoApi.ts';
import { AvatarThumb, OwnAvatarThumb } from '../../shared/avatar/AvatarThumb.tsx';
import { clipFromAvatar, clipFromOwnAvatar } from '../model/binItems.ts';
import { userAvatarsApi } from '../../shared/avatar/userAvatarsApi.ts';
import { MY_AVATARS_NAMESPACE } from '../../shared/avatar/i18n/register.ts';
import { newId } from '../state/ids.ts';
import { showRefusal } from '../../kit/refusal.ts';
import { isErrorKey } from '@orator/shared';
import { toast } from '../../../lib/ui/notify.ts';
import { BinTile } from './BinTile.tsx';
import { useAvatarRefusal } from '../../shared/avatar/avatarAccess.ts';
import { errorText } from '../../../lib/i18n/index.ts';
import { useCatalogKey } from '../../kit/catalog.ts';

/** Catalogue avatars; each is checked against the user's plan (product-rules#export-avatar-gating) before it is added. */
export function AvatarsTab() {
  const { t } = useTranslation('trackEditor');
  const { t: mine } = useTranslation(MY_AVATARS_NAMESPACE);
  // An avatar the plan does not open says why on its tile (the server's check still decides on drop).
  const refusalOf = useAvatarRefusal();
  const avatars = useQuery({ queryKey: useCatalogKey('avatars', 'bin'), queryFn: () => videoApi.avatars({ size: 60 }), staleTime: 60_000 });
  // My photo, cloned and designed avatars first (spec: usable in both editors).
  const photos = useQuery({
    queryKey: ['user-avatars', 'bin'],
    queryFn: () => userAvatarsApi.page({ readyOnly: true, size: 24 }),
  });
  if (avatars.isPending) return <Spin className="te-bin-spin" />;
  const items = avatars.data?.items ?? [];
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bin.noAvatars')} />;
  return (
    <div className="te-bin-tab" data-testid="bin-avatars">
      {(photos.data?.items.length ?? 0) > 0 && <div className="te-bin-subtitle">{mine('title')}</div>}
      <div className="te-bin-grid">
        {(photos.data?.items ?? []).map((photo) => (
          <BinTile
            key={photo.id}
            name={photo.name}
            art={<OwnAvatarThumb avatar={photo} width={72} height={96} />}
            testId="bin-photo-avatar"
            resolve={async () => clipFromOwnAvatar(photo, newId())}
          />
        ))}
        {items.map((avatar) => (
          <BinTile
            key={avatar.id}
            name={avatar.name}
            meta={refusalOf(avatar) ? errorText(refusalOf(avatar)!) : avatar.vipType ? 'VIP' : undefined}
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
