import type { AvatarInfo } from '@orator/shared';
import { Button, Spin } from 'antd';
import { useAvatarRefusal } from '../../shared/avatar/avatarAccess.ts';
import { AvatarThumb } from '../../shared/avatar/AvatarThumb.tsx';
import { errorText } from '../../../lib/i18n/index.ts';
import { useAvatarGate, useAvatarPages } from '../../shared/avatar/useAvatarCatalog.ts';

const PAGE_SIZE = 8;

/**
 * The presenter of every page: the studio's avatar catalogue and gating check (product-rules#export-avatar-gating),
 * a page of portraits at a time. Nothing chosen = the server's free default presenter.
 */
export function AvatarChooser({
  value,
  onChange,
  moreLabel,
}: {
  value: string | undefined;
  onChange(id: string): void;
  moreLabel: string;
}) {
  const avatars = useAvatarPages('ppt-wizard', PAGE_SIZE);
  const { checking, allowed } = useAvatarGate();
  // Presenters the plan does not open are shown disabled, their title saying why.
  const refusalOf = useAvatarRefusal();
  const choose = async (avatar: AvatarInfo) => {
    if (await allowed(avatar)) onChange(avatar.id);
  };
  const items = avatars.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="ppt-avatars" data-testid="ppt-avatars">
      {avatars.isLoading && <Spin />}
      {items.map((avatar) => {
        const refusal = refusalOf(avatar);
        return (
          <button
            key={avatar.id}
            type="button"
            title={refusal ? `${avatar.name}: ${errorText(refusal)}` : avatar.name}
            className={avatar.id === value ? 'ppt-avatar ppt-avatar-on' : 'ppt-avatar'}
            aria-pressed={avatar.id === value}
            disabled={checking !== null || refusal !== null}
            data-refusal={refusal ?? undefined}
            onClick={() => void choose(avatar)}
          >
            <AvatarThumb avatarId={avatar.id} size={64} />
          </button>
        );
      })}
      {avatars.hasNextPage && (
        <Button size="small" loading={avatars.isFetchingNextPage} onClick={() => void avatars.fetchNextPage()}>
          {moreLabel}
        </Button>
      )}
    </div>
  );
}
