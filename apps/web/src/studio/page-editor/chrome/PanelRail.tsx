import {
  AppstoreOutlined,
  AudioOutlined,
  BgColorsOutlined,
  BulbOutlined,
  CustomerServiceOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  PictureOutlined,
  ProfileOutlined,
  SmileOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** The twelve editor panels, in the order of product-rules#screens. */
export const PANELS = [
  'template',
  'avatar',
  'subtitle',
  'dubbing',
  'details',
  'background',
  'title',
  'illustration',
  'album',
  'music',
  'page',
  'assistant',
] as const;
export type PanelKey = (typeof PANELS)[number];

const ICONS: Record<PanelKey, ReactNode> = {
  template: <AppstoreOutlined />,
  avatar: <SmileOutlined />,
  subtitle: <FileTextOutlined />,
  dubbing: <AudioOutlined />,
  details: <ProfileOutlined />,
  background: <BgColorsOutlined />,
  title: <FontSizeOutlined />,
  illustration: <FileImageOutlined />,
  album: <PictureOutlined />,
  music: <CustomerServiceOutlined />,
  page: <SnippetsOutlined />,
  assistant: <BulbOutlined />,
};

export function PanelRail({ active, onChange }: { active: PanelKey | null; onChange(panel: PanelKey | null): void }) {
  const { t } = useTranslation('studio');
  return (
    <nav className="panel-rail" aria-label={t('panels.label')}>
      {PANELS.map((panel) => (
        <button
          key={panel}
          type="button"
          className={`panel-rail-item${active === panel ? ' is-active' : ''}`}
          onClick={() => onChange(active === panel ? null : panel)}
          aria-pressed={active === panel}
          data-testid={`panel-${panel}`}
        >
          <span className="panel-rail-icon">{ICONS[panel]}</span>
          <span className="panel-rail-label">{t(`panels.${panel}`)}</span>
        </button>
      ))}
    </nav>
  );
}
