import { ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEATURES, PRINCIPLES, SOURCES, STEPS } from './homeContent.tsx';
import { HomeFooter } from './HomeFooter.tsx';
import { MobileHome } from './MobileHome.tsx';
import { PresenterArt } from './PresenterArt.tsx';
import { useHomeActions } from './useHomeActions.ts';
import { useIsMobile } from '../../lib/ui/useIsMobile.ts';
import './home.css';

export default function HomePage() {
  return useIsMobile() ? <MobileHome /> : <DesktopHome />;
}

function DesktopHome() {
  const { t } = useTranslation();
  const { loggedIn, start, login } = useHomeActions();
  return (
    <div className="home" data-testid="home-desktop">
      <section className="hero">
        <div className="hero-copy">
          <span className="hero-badge">{t('home.badge')}</span>
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroSubtitle')}</p>
          <div className="hero-actions">
            <Button type="primary" size="large" onClick={start} icon={<ArrowRightOutlined />} iconPlacement="end" data-testid="hero-start">
              {loggedIn ? t('home.ctaMyFiles') : t('home.ctaStart')}
            </Button>
            {!loggedIn && (
              <Button size="large" onClick={login}>
                {t('home.ctaLogin')}
              </Button>
            )}
          </div>
        </div>
        <PresenterArt />
      </section>

      <section className="home-section">
        <h2>{t('home.sourcesTitle')}</h2>
        <div className="source-grid">
          {SOURCES.map((source) => (
            <article key={source.key} className="source-card">
              <span className="card-icon">{source.icon}</span>
              <h3>{t(`home.sources.${source.key}.title`)}</h3>
              <p>{t(`home.sources.${source.key}.body`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="home-section home-section-tinted">
        <div className="home-section-inner">
          <h2>{t('home.featuresTitle')}</h2>
          <div className="feature-grid">
            {FEATURES.map((feature) => (
              <article key={feature.key} className="feature-card">
                <span className="feature-icon">{feature.icon}</span>
                <h3>{t(`home.features.${feature.key}.title`)}</h3>
                <p>{t(`home.features.${feature.key}.body`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="home-section">
        <h2>{t('home.principlesTitle')}</h2>
        <div className="principle-grid">
          {PRINCIPLES.map((principle) => (
            <div key={principle.key} className="principle">
              <span className="principle-icon">{principle.icon}</span>
              <div>
                <h3>{t(`home.principles.${principle.key}.title`)}</h3>
                <p>{t(`home.principles.${principle.key}.body`)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section className="home-section">
        <h2>{t('home.stepsTitle')}</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className="step-number">{index + 1}</span>
              <h3>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="final-cta">
        <h2>{t('home.finalTitle')}</h2>
        <p>{t('home.finalBody')}</p>
        <Button size="large" onClick={start} className="final-cta-button">
          {loggedIn ? t('home.ctaMyFiles') : t('home.ctaStart')}
        </Button>
      </section>
      <HomeFooter />
    </div>
  );
}
