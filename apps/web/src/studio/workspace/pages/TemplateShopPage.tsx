import { useTranslation } from 'react-i18next';
import '../i18n/register.ts';
import { TemplateBrowser } from '../lists/TemplateBrowser.tsx';
import '../workspace.css';

/** The template store (product-rules#catalog): every designed template, filtered by ratio, scenario and plan. */
export default function TemplateShopPage() {
  const { t } = useTranslation('workspace');
  return (
    <div className="ws-page" data-testid="template-shop">
      <div className="ws-hero">
        <div>
          <h1>{t('template.store')}</h1>
          <p>{t('template.storeIntro')}</p>
        </div>
      </div>
      <TemplateBrowser scope="store" size={16} />
    </div>
  );
}
