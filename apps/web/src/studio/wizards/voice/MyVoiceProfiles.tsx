import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { VoiceProfile } from '@orator/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WIZARD_ROUTES } from '../../../lib/routing/paths/wizards.ts';
import './i18n/register.ts';
import { VOICE_WIZARD_NAMESPACE } from './i18n/register.ts';
import './voiceWizard.css';
import { VOICE_PROFILES_KEY, voiceProfilesApi } from './voiceProfilesApi.ts';

const PAGE_SIZE = 10;

/** My Assets' voice profiles: paged, renamed in place, deleted after a confirmation, drafts continued in the wizard. */
export function MyVoiceProfiles() {
  const { t } = useTranslation(VOICE_WIZARD_NAMESPACE);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...VOICE_PROFILES_KEY, 'page', page],
    queryFn: () => voiceProfilesApi.list(page, PAGE_SIZE),
    refetchInterval: (query) => (query.state.data?.items.some((p) => p.status === 'building') ? 2000 : false),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: VOICE_PROFILES_KEY });
  const rename = useMutation({
    mutationFn: (v: { id: string; name: string }) => voiceProfilesApi.rename(v.id, v.name),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => voiceProfilesApi.remove(id), onSuccess: refresh });

  const statusText = (p: VoiceProfile) =>
    t(`assets.status.${p.status}`, { done: p.samples.filter((s) => s.index < p.edition).length, total: p.edition });
  return (
    <section className="ws-section voice-profile-list" data-testid="my-voice-profiles">
      <div className="ws-section-head">
        <h2>{t('assets.title')}</h2>
        <Link to={WIZARD_ROUTES.voice} data-testid="create-voice-profile">
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
        renderItem={(profile) => (
          <List.Item
            data-testid="voice-profile-item"
            actions={[
              profile.status === 'collecting' || profile.status === 'failed' ? (
                <Link key="continue" to={`${WIZARD_ROUTES.voice}?profile=${profile.id}`}>
                  {t('assets.continue')}
                </Link>
              ) : null,
              <Popconfirm
                key="delete"
                title={t('assets.deleteConfirm', { name: profile.name })}
                onConfirm={() => remove.mutateAsync(profile.id)}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('assets.delete')} data-testid="voice-profile-delete" />
              </Popconfirm>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <>
                  <Typography.Text
                    editable={{
                      tooltip: t('assets.rename'),
                      triggerType: ['icon'],
                      maxLength: 50,
                      onChange: (name) => {
                        if (name.trim() && name.trim() !== profile.name) rename.mutate({ id: profile.id, name: name.trim() });
                      },
                    }}
                    data-testid="voice-profile-name"
                  >
                    {profile.name}
                  </Typography.Text>
                  <Tag color={profile.status === 'ready' ? 'green' : profile.status === 'failed' ? 'red' : 'blue'}>
                    {statusText(profile)}
                  </Tag>
                  {profile.mode ? (
                    <Tag color={profile.mode === 'matched' ? 'gold' : 'green'}>{t(`assets.mode.${profile.mode}`)}</Tag>
                  ) : null}
                </>
              }
              description={t(`languages.${profile.language}`, { defaultValue: profile.language })}
            />
            {profile.sampleUrl ? <audio controls preload="none" src={profile.sampleUrl} aria-label={t('assets.play')} /> : null}
          </List.Item>
        )}
      />
    </section>
  );
}
