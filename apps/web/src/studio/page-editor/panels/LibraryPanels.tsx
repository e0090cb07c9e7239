import { useTranslation } from 'react-i18next';
import { PanelEmpty, PanelSection } from './PanelKit.tsx';

/**
 * Template and illustration stores are not served yet (no endpoint in packages/shared/src/api):
 * the panels say so and point to the album, rather than show invented items.
 */
export function TemplatePanel() {
  const { t } = useTranslation('studio');
  return (
    <div className="panel-body">
      <PanelSection title={t('panels.template')}>
        <PanelEmpty text={t('template.notAvailable')} />
      </PanelSection>
    </div>
  );
}

export function IllustrationPanel() {
  const { t } = useTranslation('studio');
  return (
    <div className="panel-body">
      <PanelSection title={t('panels.illustration')}>
        <PanelEmpty text={t('illustration.notAvailable')} />
      </PanelSection>
    </div>
  );
}
