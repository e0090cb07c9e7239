import { SCREEN_SIZES, totalPagesDuration, formatTimelineTime } from '@orator/shared';
import { Descriptions, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/auth/useCurrentUser.ts';
import { errorText } from '../../../lib/i18n/index.ts';
import { planLevelOf, watermarkRefusal } from '../../shared/export/exportRules.ts';
import { showRefusal } from '../../kit/refusal.ts';
import { useEditorStore, usePages } from '../state/editorStore.ts';
import { PanelSection } from './PanelKit.tsx';

/** Project details: size, pages, length so far, and the watermark setting (members only may remove it). */
export function DetailsPanel() {
  const { t } = useTranslation('studio');
  const meta = useEditorStore((s) => s.meta);
  const updateMeta = useEditorStore((s) => s.updateMeta);
  const pages = usePages();
  const { user } = useCurrentUser();
  if (!meta) return null;
  const size = SCREEN_SIZES[meta.ratio];
  const level = planLevelOf(user);
  const known = totalPagesDuration(pages);

  const setWatermark = (watermark: boolean) => {
    const refusal = watermarkRefusal(watermark, level);
    if (refusal) showRefusal(refusal);
    else updateMeta({ watermark });
  };

  return (
    <div className="panel-body">
      <PanelSection title={t('details.project')}>
        <Descriptions column={1} size="small" colon={false}>
          <Descriptions.Item label={t('details.size')}>
            {size.label} · {size.width}×{size.height}
          </Descriptions.Item>
          <Descriptions.Item label={t('details.pages')}>{pages.length}</Descriptions.Item>
          <Descriptions.Item label={t('details.duration')}>
            {known > 0 ? formatTimelineTime(known) : t('details.durationUnknown')}
          </Descriptions.Item>
        </Descriptions>
      </PanelSection>
      <PanelSection
        title={t('details.watermark')}
        extra={
          <Tooltip title={level === 'free' ? errorText('watermarkMembersOnly') : undefined}>
            <Switch checked={meta.watermark} onChange={setWatermark} data-testid="watermark-toggle" />
          </Tooltip>
        }
      >
        <p className="panel-hint">{t('details.watermarkHint')}</p>
      </PanelSection>
    </div>
  );
}
