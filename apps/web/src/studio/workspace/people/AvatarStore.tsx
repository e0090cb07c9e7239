import { SearchOutlined } from '@ant-design/icons';
import type { AvatarQuery } from '@orator/shared';
import { avatarById } from '@orator/scene';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Input, Pagination, Segmented, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { peopleApi } from '../api/workspaceApi.ts';
import { AvatarCard } from './AvatarCard.tsx';
import { useAvatarPick } from './useAvatarPick.ts';

const PAGE_SIZE = 20;

/** Avatars the user picked lately (server list), drawn like the store's cards. */
export function RecentAvatars({ ids }: { ids?: string[] }) {
  const { t } = useTranslation('workspace');
  const recent = useQuery({ queryKey: ['workspace', 'recentSpeakers'], queryFn: peopleApi.recentSpeakers, enabled: ids === undefined });
  const { pick, busyId } = useAvatarPick();
  const list = (ids ?? recent.data?.map((r) => r.mainId) ?? []).flatMap((id) => {
    const avatar = avatarById(id);
    return avatar ? [avatar] : [];
  });
  if (ids === undefined && recent.isPending) return <Skeleton active />;
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('avatars.recentEmpty')} />;
  return (
    <div className="ws-grid small">
      {list.map((a) => (
        <AvatarCard
          key={a.id}
          avatar={{ id: a.id, name: a.name, gender: a.gender, style: a.style, vipType: a.planTags, outfits: [] }}
          busy={busyId === a.id}
          onUse={() => pick({ id: a.id, name: a.name, manType: 'TWO' })}
        />
      ))}
    </div>
  );
}

type Choice<T extends string> = T | 'any';

/** The engine's avatar catalogue through the avatars API, with the store's filters. */
export function AvatarStore() {
  const { t } = useTranslation('workspace');
  const [gender, setGender] = useState<Choice<'male' | 'female'>>('any');
  const [style, setStyle] = useState<Choice<'2d' | '2.5d'>>('any');
  const [plan, setPlan] = useState<Choice<'free' | 'vip' | 'vip+ultra'>>('any');
  const [framing, setFraming] = useState<Choice<'half' | 'head'>>('any');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const { pick, busyId } = useAvatarPick();
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => setPage(1), [gender, style, plan, framing, keyword]);

  const query: AvatarQuery = {
    page,
    size: PAGE_SIZE,
    gender: gender === 'any' ? undefined : gender,
    style: style === 'any' ? undefined : style,
    vipType: plan === 'any' ? undefined : plan,
    framing: framing === 'any' ? undefined : framing,
    keyword: keyword || undefined,
  };
  const avatars = useQuery({
    queryKey: ['workspace', 'avatars', query],
    queryFn: () => peopleApi.avatars(query),
    placeholderData: keepPreviousData,
  });
  const option = <T extends string>(value: T, key: string) => ({ value, label: t(key) });

  return (
    <div data-testid="avatar-store">
      <div className="ws-toolbar">
        <Segmented
          value={gender}
          onChange={(v) => setGender(v as typeof gender)}
          options={[option('any', 'avatars.any'), option('female', 'avatars.female'), option('male', 'avatars.male')]}
        />
        <Segmented
          value={style}
          onChange={(v) => setStyle(v as typeof style)}
          options={[option('any', 'avatars.any'), option('2d', 'avatars.2d'), option('2.5d', 'avatars.2.5d')]}
        />
        <Segmented
          value={plan}
          onChange={(v) => setPlan(v as typeof plan)}
          options={[
            option('any', 'avatars.any'),
            option('free', 'avatars.free'),
            option('vip', 'avatars.vip'),
            option('vip+ultra', 'avatars.vip+ultra'),
          ]}
        />
        <Segmented
          value={framing}
          onChange={(v) => setFraming(v as typeof framing)}
          options={[option('any', 'avatars.any'), option('half', 'avatars.half'), option('head', 'avatars.head')]}
        />
        <span className="ws-spacer" />
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('avatars.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          style={{ maxWidth: 220 }}
        />
      </div>
      {avatars.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !avatars.data || avatars.data.items.length === 0 ? (
        <Empty className="ws-empty" />
      ) : (
        <>
          <div className="ws-grid small">
            {avatars.data.items.map((avatar) => (
              <AvatarCard
                key={avatar.id}
                avatar={avatar}
                busy={busyId === avatar.id}
                onUse={() => pick({ id: avatar.id, name: avatar.name, manType: avatar.manType })}
              />
            ))}
          </div>
          <div className="ws-pager">
            <Pagination current={page} pageSize={PAGE_SIZE} total={avatars.data.total} onChange={setPage} showSizeChanger={false} />
          </div>
        </>
      )}
    </div>
  );
}
