import { CUSTOMIZATION_TOPICS } from '@orator/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_ROUTES } from '../../lib/routing/paths/member.ts';
import { SITE_NAMESPACE } from '../site/i18n/register.ts';
import { SITE_ROUTES, customizationPath } from '../../lib/routing/paths/site.ts';
import '../site/site.css';
import { AGREEMENT_DOCUMENTS, AGREEMENT_TITLE_KEYS } from '../agreement/documents.ts';

/** The footer of the home and the public site's pages: the site's pages, customization services, legal texts. */
export function HomeFooter() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SITE_NAMESPACE);
  return (
    <footer className="home-footer site-footer" data-testid="site-footer">
      <div className="site-footer-columns">
        <nav aria-label={ts('nav.resources')}>
          <strong>{ts('nav.resources')}</strong>
          <Link to={SITE_ROUTES.news}>{ts('nav.news')}</Link>
          <Link to={SITE_ROUTES.cases}>{ts('nav.cases')}</Link>
          <Link to={SITE_ROUTES.help}>{ts('nav.help')}</Link>
          <Link to={SITE_ROUTES.downloads}>{ts('nav.downloads')}</Link>
          <Link to={MEMBER_ROUTES.contact}>{ts('nav.contact')}</Link>
          <Link to={SITE_ROUTES.testUpload}>{ts('nav.testUpload')}</Link>
        </nav>
        <nav aria-label={ts('nav.customization')}>
          <strong>{ts('nav.customization')}</strong>
          {CUSTOMIZATION_TOPICS.map((topic) => (
            <Link key={topic} to={customizationPath(topic)}>
              {ts(`topics.${topic}`)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t('home.footerLinks')}>
          <strong>{ts('nav.legal')}</strong>
          {AGREEMENT_DOCUMENTS.map((document) => (
            <Link key={document} to={`/agreement/${document}`}>
              {t(AGREEMENT_TITLE_KEYS[document])}
            </Link>
          ))}
        </nav>
      </div>
      <span>{t('home.footer', { year: new Date().getFullYear() })}</span>
    </footer>
  );
}
