import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEATURES, SOURCES, STEPS } from './homeContent.tsx';
import { HomeFooter } from './HomeFooter.tsx';
import { PresenterArt } from './PresenterArt.tsx';
import { useHomeActions } from './useHomeActions.ts';

/** The phone layout: one column, short copy, the call to action pinned to the bottom. */
export function MobileHome() {
  const { t } = useTranslation();
  const { loggedIn, start, login } = useHomeActions();
  return (
    <div className="home home-mobile" data-testid="home-mobile">
      <section className="m-hero">
        <span className="hero-badge">{t('home.badge')}</span>
        <h1>{t('home.heroTitle')}</h1>
        <p>{t('home.heroSubtitle')}</p>
        <PresenterArt />
      </section>
      <section className="m-section">
        <h2>{t('home.sourcesTitle')}</h2>
        <div className="m-chips">
          {SOURCES.map((source) => (
            <div key={source.key} className="m-chip">
              <span className="card-icon">{source.icon}</span>
              <div>
                <strong>{t(`home.sources.${source.key}.title`)}</strong>
                <p>{t(`home.sources.${source.key}.body`)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section className="m-section">
        <h2>{t('home.featuresTitle')}</h2>
        {FEATURES.map((feature) => (
          <article key={feature.key} className="m-feature">
            <span className="feature-icon">{feature.icon}</span>
            <h3>{t(`home.features.${feature.key}.title`)}</h3>
            <p>{t(`home.features.${feature.key}.body`)}</p>
          </article>
        ))}
      </section>
      <section className="m-section">
        <h2>{t('home.stepsTitle')}</h2>
        <ol className="steps steps-mobile">
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className="step-number">{index + 1}</span>
              <h3>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <HomeFooter />
      <div className="m-cta-bar">
        <Button type="primary" size="large" block onClick={start}>
          {loggedIn ? t('home.ctaMyFiles') : t('home.ctaStart')}
        </Button>
        {!loggedIn && (
          <Button size="large" onClick={login}>
            {t('header.login')}
          </Button>
        )}
      </div>
    </div>
  );
}
