import {
  AudioOutlined,
  BulbOutlined,
  FileImageOutlined,
  LinkOutlined,
  SmileOutlined,
  TableOutlined,
  ThunderboltOutlined,
  TranslationOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ASSISTANT_NAMESPACE } from '../assistant/i18n/register.ts';
import { ASSISTANT_ROUTE } from '../../lib/routing/paths/assistant.ts';
import './i18n/register.ts';
import { useMenuShown } from '../../platform/company/menuRights.ts';
import { WIZARD_KEYS, WIZARD_ROUTES, type WizardKey } from '../../lib/routing/paths/wizards.ts';

const ICONS: Record<WizardKey, ReactNode> = {
  ppt: <FileImageOutlined />,
  url: <LinkOutlined />,
  oneClick: <ThunderboltOutlined />,
  batch: <TableOutlined />,
  voice: <AudioOutlined />,
  translate: <TranslationOutlined />,
  photo: <SmileOutlined />,
  clone: <UserAddOutlined />,
};

/** The creation centre's entry to the wizards: start from a deck, a product page, a topic or a table. */
export function WizardTiles() {
  const { t } = useTranslation('wizards');
  const { t: tAssistant } = useTranslation(ASSISTANT_NAMESPACE);
  const translationShown = useMenuShown('videoTranslate');
  const keys = WIZARD_KEYS.filter((key) => key !== 'translate' || translationShown);
  return (
    <section className="ws-create-kind" data-testid="wizard-tiles">
      <h3>{t('startFrom')}</h3>
      <p>{t('startFromHint')}</p>
      <div className="ws-create-grid">
        {keys.map((key) => (
          <Link key={key} to={WIZARD_ROUTES[key]} className="ws-ratio-tile ws-wizard-tile" data-testid={`wizard-${key}`}>
            <span className="ws-wizard-icon">{ICONS[key]}</span>
            <span className="ws-ratio-label">{t(`${key}.title`)}</span>
            <span className="ws-ratio-hint">{t(`${key}.hint`)}</span>
          </Link>
        ))}
        <Link to={ASSISTANT_ROUTE} className="ws-ratio-tile ws-wizard-tile" data-testid="creation-assistant">
          <span className="ws-wizard-icon">
            <BulbOutlined />
          </span>
          <span className="ws-ratio-label">{tAssistant('title')}</span>
          <span className="ws-ratio-hint">{tAssistant('subtitle')}</span>
        </Link>
      </div>
    </section>
  );
}
