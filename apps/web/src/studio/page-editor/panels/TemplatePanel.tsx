import { CATALOG_PATHS, TemplateApplication, type TemplateSummary } from '@orator/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { App, Button, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/http.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { catalogApi } from '../../workspace/api/workspaceApi.ts';
import { usePrivateImageUrl } from '../../workspace/model/mediaUrl.ts';
import { useEditorStore } from '../state/editorStore.ts';
import { PanelSection } from './PanelKit.tsx';
import { StockStates } from './stock/StockStates.tsx';
import './stock/stock.css';
import { applyTemplate } from './templateApply.ts';
import { useCatalogKey } from '../../kit/catalog.ts';

type Scope = 'store' | 'mine';
const PAGE_SIZE = 12;

/** The store's templates, or the user's own, of the project's screen ratio. */
function useTemplates(scope: Scope, ratio: TemplateSummary['ratio']) {
  const query = useInfiniteQuery({
    queryKey: useCatalogKey('templates', scope, ratio),
    queryFn: ({ pageParam }) => catalogApi.templates({ scope, ratio, page: pageParam, size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
  return { query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

function TemplateItem({
  template,
  busy,
  disabled,
  onApply,
}: {
  template: TemplateSummary;
  busy: boolean;
  disabled: boolean;
  onApply(): void;
}) {
  const { t } = useTranslation('studio');
  // My templates' covers are private: fetched with the session header, never with the token in the URL.
  const cover = usePrivateImageUrl(template.coverUrl, template.mine);
  return (
    <div className="template-item" data-testid="template-item" data-id={template.id}>
      <div className="template-item-cover">
        {cover && <img src={cover} alt={template.name} loading="lazy" />}
        <span className="template-item-badges">
          {template.vipOnly && <Tag color="gold">{t('template.vip')}</Tag>}
          {template.personalOnly && <Tag color="blue">{t('template.personal')}</Tag>}
        </span>
      </div>
      <div className="template-item-body">
        <div className="template-item-text">
          <div className="template-item-name" title={template.name}>
            {template.name}
          </div>
          <div className="template-item-meta">{t('template.pages', { count: template.pageCount })}</div>
        </div>
        <Button size="small" type="primary" loading={busy} disabled={disabled} onClick={onApply} data-testid="template-apply">
          {t('template.apply')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Templates of the project's ratio. Applying one replaces every page (after a confirm) as a
 * single undo step; the server gates it (product-rules#catalog) and copies its stock assets into the user's storage.
 */
export function TemplatePanel() {
  const { t } = useTranslation('studio');
  const { modal } = App.useApp();
  const ratio = useEditorStore((s) => s.meta?.ratio ?? 0);
  const [scope, setScope] = useState<Scope>('store');
  const [busyId, setBusyId] = useState<string | null>(null);
  const { query, items } = useTemplates(scope, ratio);

  const applyNow = async (template: TemplateSummary) => {
    setBusyId(template.id);
    try {
      const application = await api.post(CATALOG_PATHS.templateApply(template.id), {}, { schema: TemplateApplication });
      const { meta, session, apply, updateMeta } = useEditorStore.getState();
      if (!meta || !session) return;
      const result = applyTemplate(session, meta.ratio, meta.bgmGlobal, application);
      if (!result.ok) {
        toast.error(t(`template.${result.reason}`));
        return;
      }
      // Synchronous right after reading the session, so the outcome is built on the present state.
      if (!apply(() => result.outcome)) return;
      if (result.bgmGlobal !== meta.bgmGlobal) updateMeta({ bgmGlobal: result.bgmGlobal });
      toast.success(t('template.applied', { name: application.templateName }));
    } catch {
      // The HTTP client has shown the reason (VIP-only, enterprise workspace, network).
    } finally {
      setBusyId(null);
    }
  };

  const confirm = (template: TemplateSummary) =>
    modal.confirm({
      title: t('template.confirmTitle', { name: template.name }),
      content: t('template.confirmBody', { count: template.pageCount }),
      okText: t('template.apply'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'template-apply-confirm' },
      onOk: () => void applyNow(template),
    });

  return (
    <div className="panel-body">
      <PanelSection title={t('template.choose')}>
        <Segmented<Scope>
          block
          value={scope}
          onChange={setScope}
          options={[
            { value: 'store', label: t('template.store') },
            { value: 'mine', label: t('template.mine') },
          ]}
        />
        <p className="panel-hint">{t('template.hint')}</p>
        <StockStates query={query} count={items.length} empty={t(scope === 'mine' ? 'template.emptyMine' : 'template.empty')}>
          <div className="template-list">
            {items.map((template) => (
              <TemplateItem
                key={template.id}
                template={template}
                busy={busyId === template.id}
                disabled={busyId !== null && busyId !== template.id}
                onApply={() => confirm(template)}
              />
            ))}
          </div>
        </StockStates>
      </PanelSection>
    </div>
  );
}
