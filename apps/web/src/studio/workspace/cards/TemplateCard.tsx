import { CheckOutlined, DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { TemplateSummary } from '@orator/shared';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivateImageUrl } from '../model/mediaUrl.ts';
import { Cover } from './Cover.tsx';

/** A template in the store or among "my templates": cover drawn by the scene renderer, flags, use. */
export function TemplateCard({
  template,
  busy,
  onUse,
  onDelete,
  pick,
}: {
  template: TemplateSummary;
  busy: boolean;
  onUse: () => void;
  onDelete?: () => void;
  /** A picker (the batch wizard) instead of "use": the button toggles the choice. */
  pick?: { selected: boolean; label: string };
}) {
  const { t } = useTranslation('workspace');
  // My templates' covers are private: fetched with the session header, never with the token in the URL.
  const cover = usePrivateImageUrl(template.coverUrl, template.mine);
  const [previewing, setPreviewing] = useState(false);
  const facts = (
    <>
      <span>{t(`ratios.${template.ratio}`)}</span>
      {template.scenario && <span>{t(`scenarios.${template.scenario}`)}</span>}
      <span>{t('template.pages', { count: template.pageCount })}</span>
      {template.language === 'zh' && <span>{t('template.zh')}</span>}
    </>
  );
  return (
    <div
      className={pick?.selected ? 'ws-card ws-card-picked' : 'ws-card'}
      data-testid="template-card"
      data-ratio={template.ratio}
      data-id={template.id}
      data-vip={template.vipOnly}
      data-selected={pick ? pick.selected : undefined}
    >
      <Cover
        src={cover}
        ratio={template.ratio}
        alt={template.name}
        onOpen={() => setPreviewing(true)}
        openLabel={t('template.preview', { name: template.name })}
        openIcon={<EyeOutlined />}
      >
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
        <Modal
          open={previewing}
          title={template.name}
          onCancel={() => setPreviewing(false)}
          width={720}
          destroyOnHidden
          footer={[
            <Button key="close" onClick={() => setPreviewing(false)}>
              {t('template.close')}
            </Button>,
            <Button
              key="use"
              type="primary"
              loading={busy}
              onClick={() => {
                setPreviewing(false);
                onUse();
              }}
              data-testid="template-preview-use"
            >
              {pick ? pick.label : t('template.use')}
            </Button>,
          ]}
        >
          <div data-testid="template-preview">
            <div className="ws-preview-cover">{cover && <img src={cover} alt={template.name} />}</div>
            <div className="ws-preview-facts">
              {template.vipOnly && <span className="ws-badge vip">{t('template.vip')}</span>}
              {template.personalOnly && <span className="ws-badge personal">{t('template.personal')}</span>}
              {facts}
            </div>
            {template.description && <p>{template.description}</p>}
          </div>
        </Modal>
        <div className="ws-card-actions">
          <Button
            type={pick?.selected ? 'default' : 'primary'}
            size="small"
            className="ws-grow"
            loading={busy}
            onClick={onUse}
            icon={pick?.selected ? <CheckOutlined /> : undefined}
            data-testid="template-use"
          >
            {pick ? pick.label : busy ? t('template.using') : t('template.use')}
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
