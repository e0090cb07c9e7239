import { addElement } from '@orator/shared';
import { useTranslation } from 'react-i18next';
import { newTitle, type TitleKind } from '../state/elementFactory.ts';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { PanelSection } from './PanelKit.tsx';

const KINDS: TitleKind[] = ['heading', 'subheading', 'body'];

/** Titles and text: adds a styled text element to the page and selects it for editing. */
export function TitlePanel() {
  const { t } = useTranslation('studio');
  const { page, ratio, apply } = usePageEditing();
  const selectElement = useEditorStore((s) => s.selectElement);

  const add = (kind: TitleKind) => {
    if (!page) return;
    const element = newTitle(newId, ratio, kind, t(`title.sample.${kind}`));
    if (apply((s) => addElement(s, page.uuid, element))) selectElement(element.uuid);
  };

  return (
    <div className="panel-body">
      <PanelSection title={t('title.add')}>
        <div className="title-presets">
          {KINDS.map((kind) => (
            <button type="button" key={kind} className={`title-preset is-${kind}`} onClick={() => add(kind)} data-testid={`title-${kind}`}>
              {t(`title.kinds.${kind}`)}
            </button>
          ))}
        </div>
        <p className="panel-hint">{t('title.hint')}</p>
      </PanelSection>
    </div>
  );
}
