import type { KnowledgeSegment } from '@orator/shared';
import { Button, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** One segment: its place, heading and text, with enable/disable, edit and delete. */
export function SegmentCard({
  segment,
  onToggle,
  onEdit,
  onDelete,
}: {
  segment: KnowledgeSegment;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('aiask');
  return (
    <div className={`ak-segment${segment.enabled ? '' : ' disabled'}`} data-testid="segment" data-enabled={segment.enabled}>
      <div className="ak-segment-head">
        <strong>{t('wash.segment', { position: segment.position + 1 })}</strong>
        {segment.title && <span className="ak-segment-title">{segment.title}</span>}
        <span className="ak-muted">{t('wash.characters', { count: segment.characterCount })}</span>
        {!segment.enabled && <Tag>{t('wash.disabled')}</Tag>}
        <span className="ak-spacer" />
        <Switch
          size="small"
          checked={segment.enabled}
          onChange={onToggle}
          aria-label={segment.enabled ? t('wash.disable') : t('wash.enable')}
        />
        <Button type="link" size="small" onClick={onEdit}>
          {t('common.edit')}
        </Button>
        <Button type="link" size="small" danger onClick={onDelete}>
          {t('common.delete')}
        </Button>
      </div>
      <div className="ak-segment-text">{segment.text}</div>
    </div>
  );
}
