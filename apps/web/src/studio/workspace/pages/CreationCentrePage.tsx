import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../i18n/register.ts';
import { CreateVideoPanel } from '../lists/CreateVideoPanel.tsx';
import { ProjectList } from '../lists/ProjectList.tsx';
import { RecentTemplates } from '../lists/RecentTemplates.tsx';
import { TemplateBrowser } from '../lists/TemplateBrowser.tsx';
import { PROJECT_TAB_QUERIES, toWorkspaceTab, WORKSPACE_TABS, type WorkspaceTab } from '../model/workspaceTabs.ts';
import '../workspace.css';
import { QuestionnaireBanner } from '../../../platform/onboarding/QuestionnaireBanner.tsx';

/** The video creation centre (product-rules#screens): templates, blank projects and every list of the user's videos. */
export default function CreationCentrePage() {
  const { t } = useTranslation('workspace');
  const [params, setParams] = useSearchParams();
  const tab = toWorkspaceTab(params.get('tab'));
  const open = (next: WorkspaceTab) => setParams(next === 'featured' ? {} : { tab: next });

  const content = (key: WorkspaceTab) => {
    if (key === 'featured')
      return (
        <>
          <RecentTemplates />
          <TemplateBrowser scope="store" size={10} />
          <div className="ws-pager">
            <Link to="/main/newMainIndex/templateShop">
              <Button icon={<AppstoreOutlined />}>{t('template.more')}</Button>
            </Link>
          </div>
        </>
      );
    if (key === 'create') return <CreateVideoPanel />;
    if (key === 'templates') return <TemplateBrowser scope="mine" />;
    if (key === 'workbench')
      return (
        <>
          <CreateVideoPanel compact />
          <div className="ws-section">
            <div className="ws-section-head">
              <h2>{t('project.recentTitle')}</h2>
              <Button type="link" onClick={() => open('recent')}>
                {t('project.viewAll')}
              </Button>
            </div>
            <ProjectList filter="all" size={8} searchable={false} onCreate={() => open('create')} />
          </div>
        </>
      );
    const query = PROJECT_TAB_QUERIES[key];
    return query ? <ProjectList filter={query.filter} projectType={query.projectType} onCreate={() => open('create')} /> : null;
  };

  return (
    <div className="ws-page" data-testid="creation-centre">
      <div className="ws-hero">
        <div>
          <h1>{t('centre.title')}</h1>
          <p>{t('centre.intro')}</p>
        </div>
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => open('create')} data-testid="new-video">
          {t('centre.newVideo')}
        </Button>
      </div>
      <QuestionnaireBanner />
      <Tabs
        activeKey={tab}
        onChange={(key) => open(toWorkspaceTab(key))}
        destroyOnHidden
        items={WORKSPACE_TABS.map((key) => ({
          key,
          label: <span data-testid={`tab-${key}`}>{t(`tabs.${key}`)}</span>,
          children: content(key),
        }))}
      />
    </div>
  );
}
