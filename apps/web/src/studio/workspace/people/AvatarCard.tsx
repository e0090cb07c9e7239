import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { AvatarInfo } from '@orator/shared';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAvatarRefusal } from '../../shared/avatar/avatarAccess.ts';
import { AvatarThumb } from '../../shared/avatar/AvatarThumb.tsx';
import { errorText } from '../../../lib/i18n/index.ts';
import { useAvatarFavourites } from '../model/avatarFavourites.ts';

/** The plan an avatar needs, from its comma-separated tags (product-rules#export-avatar-gating). */
export function planOf(vipType: string): 'free' | 'vip' | 'vip+ultra' {
  const tags = vipType.split(',').filter(Boolean);
  if (tags.includes('vip+ultra')) return 'vip+ultra';
  return tags.includes('vip') ? 'vip' : 'free';
}

/** An avatar drawn by the scene renderer in the browser, with its tags, favourite toggle and "use". */
export function AvatarCard({
  avatar,
  busy,
  onUse,
}: {
  avatar: Pick<AvatarInfo, 'id' | 'name' | 'gender' | 'style' | 'vipType' | 'outfits'>;
  busy: boolean;
  onUse: () => void;
}) {
  const { t } = useTranslation('workspace');
  const favourite = useAvatarFavourites((s) => s.ids.includes(avatar.id));
  const toggle = useAvatarFavourites((s) => s.toggle);
  const plan = planOf(avatar.vipType);
  // Shown but not usable: the button is off and says why (the same rule as the server's check).
  const refusal = useAvatarRefusal()(avatar);
  return (
    <div className="ws-card" data-testid="avatar-card" data-id={avatar.id} data-plan={plan}>
      <div className="ws-avatar-canvas" style={{ position: 'relative' }}>
        <AvatarThumb avatarId={avatar.id} size={220} />
        <div className="ws-badges">
          {plan !== 'free' && <span className="ws-badge vip">{t(`avatars.${plan}`)}</span>}
          <span className="ws-badge">{t(`avatars.${avatar.style}`, { defaultValue: avatar.style })}</span>
        </div>
      </div>
      <div className="ws-card-body">
        <div className="ws-card-title">{avatar.name}</div>
        <div className="ws-card-meta">
          <span>{t(`avatars.${avatar.gender}`)}</span>
          {avatar.outfits.length > 1 && <span>{t('avatars.outfits', { count: avatar.outfits.length })}</span>}
        </div>
        <div className="ws-card-actions">
          <Tooltip title={refusal ? errorText(refusal) : undefined}>
            <Button
              type="primary"
              size="small"
              className="ws-grow"
              loading={busy}
              onClick={onUse}
              disabled={refusal !== null}
              data-refusal={refusal ?? undefined}
              data-testid="avatar-use"
            >
              {t('avatars.use')}
            </Button>
          </Tooltip>
          <Tooltip title={t('assets.favourites')}>
            <Button
              size="small"
              aria-pressed={favourite}
              aria-label={t('assets.favourites')}
              icon={favourite ? <HeartFilled style={{ color: '#e11d48' }} /> : <HeartOutlined />}
              onClick={() => toggle(avatar.id)}
            />
          </Tooltip>
        </div>
      </div>
    </div>
  );
}
