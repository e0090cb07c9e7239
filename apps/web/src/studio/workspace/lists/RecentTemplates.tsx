import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogApi } from '../api/workspaceApi.ts';
import { TemplateCard } from '../cards/TemplateCard.tsx';
import { useUseTemplate } from './useUseTemplate.ts';

/** The caller's recently used templates (model/recent/used) above the store; nothing when there are none. */
export function RecentTemplates() {
  const { t } = useTranslation('workspace');
  const { use, busyId } = useUseTemplate();
  const recent = useQuery({ queryKey: ['workspace', 'templates', 'recent'], queryFn: () => catalogApi.recentTemplates() });
  const items = recent.data ?? [];
  if (items.length === 0) return null;
  return (
    <section data-testid="recent-templates" className="ws-recent-templates">
      <h3>{t('template.recent')}</h3>
      <div className="ws-grid">
        {items.slice(0, 6).map((template) => (
          <TemplateCard key={template.id} template={template} busy={busyId === template.id} onUse={() => use(template)} />
        ))}
      </div>
    </section>
  );
}
