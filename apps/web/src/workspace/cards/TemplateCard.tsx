import { DeleteOutlined } from '@ant-design/icons';
import type { TemplateSummary } from '@orator/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/authStore.ts';
import { Cover } from './Cover.tsx';

/** A template in the store or among "my templates": cover drawn by the scene renderer, flags, use. */
export function TemplateCard({
  template,
  busy,
  onUse,
  onDelete,
}: {
  template: TemplateSummary;
  busy: boolean;
  onUse: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('workspace');
  const token = useAuthStore((s) => s.token);
  // My templates' covers are private: the session rides along as ww_token.
  const cover = template.mine && token ? `${template.coverUrl}?ww_token=${encodeURIComponent(token)}` : template.coverUrl;
  return (
    <div className="ws-card" data-testid="template-card" data-ratio={template.ratio} data-id={template.id} data-vip={template.vipOnly}>
      <Cover src={cover} ratio={template.ratio} alt={template.name}>
        <div className="ws-badges">
          {template.vipOnly && <span className="ws-badge vip">{t('template.vip')}</span>}
          {template.personalOnly && <span className="ws-badge personal">{t('template.personal')}</span>}
          <span className="ws-badge">{t(`ratios.${template.ratio}`)}</span>
        </div>
      </Cover>
      <div className="ws-card-body">
        <div className="ws-card-title" title={template.name}>
          {template.name}
        </div>
        <div className="ws-card-meta">
          {template.scenario && <span>{t(`scenarios.${template.scenario}`)}</span>}
          <span>{t('template.pages', { count: template.pageCount })}</span>
          {template.language === 'zh' && <span>{t('template.zh')}</span>}
        </div>
        {template.description && <div className="ws-card-desc">{template.description}</div>}
        <div className="ws-card-actions">
          <Button type="primary" size="small" className="ws-grow" loading={busy} onClick={onUse} data-testid="template-use">
            {busy ? t('template.using') : t('template.use')}
          </Button>
          {onDelete && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={onDelete}
              aria-label={t('actions.delete')}
              data-testid="template-delete"
            />
          )}
        </div>
      </div>
    </div>
  );
}
