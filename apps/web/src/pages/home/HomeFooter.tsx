import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AGREEMENT_DOCUMENTS, AGREEMENT_TITLE_KEYS } from '../agreement/documents.ts';

export function HomeFooter() {
  const { t } = useTranslation();
  return (
    <footer className="home-footer">
      <span>{t('home.footer', { year: new Date().getFullYear() })}</span>
      <nav aria-label={t('home.footerLinks')}>
        {AGREEMENT_DOCUMENTS.map((document) => (
          <Link key={document} to={`/agreement/${document}`}>
            {t(AGREEMENT_TITLE_KEYS[document])}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
