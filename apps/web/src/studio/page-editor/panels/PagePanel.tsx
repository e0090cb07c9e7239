import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { checkDubbingText, duplicatePage, dubbingOf } from '@orator/shared';
import { Button, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/index.ts';
import { newId, useEditorStore, usePages } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { PanelSection } from './PanelKit.tsx';

/** Page settings and an overview of which pages are ready to export (product-rules#projects-pages). */
export function PagePanel() {
  const { t } = useTranslation('studio');
  const { page, apply, updateAllPages } = usePageEditing();
  const pages = usePages();
  const selectPage = useEditorStore((s) => s.selectPage);
  if (!page) return null;
  const index = pages.findIndex((p) => p.uuid === page.uuid);

  return (
    <div className="panel-body">
      <PanelSection title={t('page.current', { n: index + 1, total: pages.length })}>
        <label className="panel-row">
          <span>{t('page.cover')}</span>
          <Switch
            size="small"
            checked={page.isCover}
            onChange={(isCover) => updateAllPages((p) => ({ ...p, isCover: p.uuid === page.uuid ? isCover : false }))}
          />
        </label>
        <Button block onClick={() => apply((s) => duplicatePage(s, page.uuid, newId))}>
          {t('page.duplicate')}
        </Button>
      </PanelSection>
      <PanelSection title={t('page.readiness')}>
        <ul className="page-readiness">
          {pages.map((p, i) => {
            const rule = checkDubbingText(dubbingOf(p)?.text);
            return (
              <li key={p.uuid}>
                <button type="button" onClick={() => selectPage(p.uuid)}>
                  {rule.ok ? <CheckCircleFilled className="ok" /> : <ExclamationCircleFilled className="warn" />}
                  <span>{t('pages.pageN', { n: i + 1 })}</span>
                  <span className="page-readiness-note">{rule.ok ? t('page.ready') : errorText(rule.error)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </PanelSection>
    </div>
  );
}
