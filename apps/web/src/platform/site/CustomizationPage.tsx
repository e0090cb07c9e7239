import { CONTACT_CALLBACK_HOURS, CUSTOMIZATION_TOPICS, type ContactService, type CustomizationTopic } from '@orator/shared';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import { MEMBER_ROUTES } from '../../lib/routing/paths/member.ts';
import { usePageMetaOverride } from '../../lib/routing/pageMeta.ts';
import { ContentCover, ContentText } from './ContentText.tsx';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { customizationPath } from '../../lib/routing/paths/site.ts';
import { SiteFrame } from './SiteFrame.tsx';
import { usePublishedItem } from './useSiteContent.ts';

/** The contact form's service each customization page asks about. */
const CONTACT_SERVICE: Record<CustomizationTopic, ContactService> = {
  voice: 'voiceCloning',
  figure: 'customAvatar',
  'custom-virtualization': 'customAvatar',
  'ip-activation': 'customAvatar',
  'interactive-big-screen': 'conversationalAvatar',
};

/** A clone or customization page (spec §2): operator-written text and a contact flow with the service chosen. */
export default function CustomizationPage() {
  const { topic = '' } = useParams();
  if (!(CUSTOMIZATION_TOPICS as readonly string[]).includes(topic)) return <Navigate to={customizationPath('voice')} replace />;
  return <TopicPage key={topic} topic={topic as CustomizationTopic} />;
}

function TopicPage({ topic }: { topic: CustomizationTopic }) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const navigate = useNavigate();
  const language = useLanguageStore((s) => s.language);
  const item = usePublishedItem('customization', topic);
  // The topic is one item: the document title, keywords and description are its own.
  usePageMetaOverride(item.data);
  const contact = () => void navigate(`${MEMBER_ROUTES.contact}?service=${CONTACT_SERVICE[topic]}`);
  return (
    <SiteFrame title={item.data?.title ?? t(`topics.${topic}`)} intro={item.data?.summary} testId="customization-page">
      <div className="site-help">
        <section>
          {item.isError && <Result status="404" title={t('list.notFound')} />}
          {item.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
          {item.data && (
            <>
              {item.data.language !== language && <Alert type="info" showIcon title={t('list.englishOnly')} />}
              <ContentCover item={item.data} />
              <ContentText body={item.data.body} />
            </>
          )}
        </section>
        <aside className="site-aside">
          <Button type="primary" size="large" onClick={contact} data-testid="customization-contact">
            {t('customization.contact')}
          </Button>
          <p>{t('customization.contactHint', { hours: CONTACT_CALLBACK_HOURS })}</p>
          <h2>{t('customization.others')}</h2>
          {CUSTOMIZATION_TOPICS.filter((other) => other !== topic).map((other) => (
            <Link key={other} to={customizationPath(other)}>
              {t(`topics.${other}`)}
            </Link>
          ))}
        </aside>
      </div>
    </SiteFrame>
  );
}
