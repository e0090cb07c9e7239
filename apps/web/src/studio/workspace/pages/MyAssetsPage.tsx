import { formatFileSize } from '@orator/shared/format';
import { Card, Progress, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStorageUsage } from '../../../lib/api/useStorageUsage.ts';
import { useCurrentUser } from '../../../platform/auth/useCurrentUser.ts';
import { FilesTable } from '../../../platform/files/FilesTable.tsx';
import { S3KeysPanel } from '../../../platform/files/S3KeysPanel.tsx';
import { UploadPanel } from '../../../platform/files/UploadPanel.tsx';
import '../../../platform/files/assets.css';
import { useAvatarFavourites } from '../model/avatarFavourites.ts';
import { StockLibrary } from '../assets/StockLibrary.tsx';
import { MyUploads } from '../assets/MyUploads.tsx';
import '../i18n/register.ts';
import { ProjectList } from '../lists/ProjectList.tsx';
import { RecentAvatars } from '../people/AvatarStore.tsx';
import { MyAvatars } from '../../shared/avatar/MyAvatars.tsx';
import { VoiceLibrary } from '../people/VoiceLibrary.tsx';
import { MyVoiceProfiles } from '../../wizards/voice/MyVoiceProfiles.tsx';
import { MyClones } from '../../wizards/clone/MyClones.tsx';
import '../workspace.css';

const TABS = ['avatars', 'voices', 'backgrounds', 'videos', 'illustrations', 'audio', 'upload', 'recent'] as const;
type AssetTab = (typeof TABS)[number];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ws-section">
      <div className="ws-section-head">
        <h2>{title}</h2>
      </div>
      {children}
    </section>
  );
}

/**
 * My Assets (product-rules#screens): avatars, voices, stock libraries next to the user's uploads, finished
 * videos, local upload (the shell's upload panel and file table) and recently used things.
 */
export default function MyAssetsPage() {
  const { t } = useTranslation('workspace');
  const { t: shell } = useTranslation();
  const { user } = useCurrentUser();
  const favourites = useAvatarFavourites((s) => s.ids);
  const { used, total } = useStorageUsage(user);
  const [params, setParams] = useSearchParams();
  // "My files" in the header lands on the files themselves, as before the other tabs existed.
  const tab: AssetTab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as AssetTab) : 'upload';
  if (!user) return null;
  const percent = total > 0 ? Math.min(100, (used / total) * 100) : 0;

  const content: Record<AssetTab, ReactNode> = {
    avatars: (
      <>
        <MyClones />
        <Section title={t('assets.myAvatars')}>
          <MyAvatars manage />
        </Section>
        <Section title={t('assets.recentAvatars')}>
          <RecentAvatars />
        </Section>
        <Section title={t('assets.favourites')}>
          <RecentAvatars ids={favourites} />
        </Section>
      </>
    ),
    voices: (
      <>
        <MyVoiceProfiles />
        <VoiceLibrary />
      </>
    ),
    // The user's own files come first: "Open in My Assets" after saving a picture lands on them.
    backgrounds: (
      <>
        <Section title={t('assets.mine')}>
          <MyUploads kind="image" />
        </Section>
        <Section title={t('assets.stock')}>
          <StockLibrary kind="backgrounds" />
        </Section>
      </>
    ),
    videos: (
      <>
        <ProjectList filter="finished" />
        <Section title={t('assets.mine')}>
          <MyUploads kind="video" />
        </Section>
      </>
    ),
    illustrations: (
      <>
        {/* The user's images (uploads, pictures saved from the AI assistant) serve as illustrations too. */}
        <Section title={t('assets.mine')}>
          <MyUploads kind="image" />
        </Section>
        <Section title={t('assets.stock')}>
          <StockLibrary kind="illustrations" />
        </Section>
      </>
    ),
    audio: (
      <>
        <Section title={t('assets.mine')}>
          <MyUploads kind="audio" />
        </Section>
        <Section title={t('assets.stock')}>
          <StockLibrary kind="music" />
        </Section>
      </>
    ),
    upload: (
      <>
        <UploadPanel userId={user.userId} />
        <Card className="files-card" styles={{ body: { padding: 0 } }}>
          <FilesTable />
        </Card>
        <S3KeysPanel />
      </>
    ),
    recent: (
      <>
        <Section title={t('assets.recentVideos')}>
          <ProjectList filter="recent" size={8} searchable={false} />
        </Section>
        <Section title={t('assets.recentAvatars')}>
          <RecentAvatars />
        </Section>
      </>
    ),
  };

  return (
    <div className="ws-page" data-testid="my-assets">
      <div className="ws-hero">
        <div>
          <h1>{t('assets.title')}</h1>
          <p>{t('assets.intro')}</p>
        </div>
        <Card size="small" className="usage-card">
          <div className="usage-row">
            <span>{shell('header.storage')}</span>
            <strong className="numeric">
              {shell('header.storageUsage', { used: formatFileSize(used), total: formatFileSize(total) })}
            </strong>
          </div>
          <Progress percent={percent} showInfo={false} size="small" status={percent >= 90 ? 'exception' : 'normal'} />
        </Card>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'upload' ? {} : { tab: key })}
        destroyOnHidden
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`assets-tab-${key}`}>{t(`assets.tabs.${key}`)}</span>,
          children: content[key],
        }))}
      />
    </div>
  );
}
