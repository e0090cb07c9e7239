import { addElement, type StockItem } from '@orator/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { errorText } from '../../../lib/i18n/index.ts';
import { newImage } from '../state/elementFactory.ts';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { imageSize } from './imageSize.ts';
import { MediaGrid } from './MediaGrid.tsx';
import { PanelSection } from './PanelKit.tsx';
import { StockCategories } from './stock/StockCategories.tsx';
import { StockImageGrid } from './stock/StockImageGrid.tsx';
import { StockStates } from './stock/StockStates.tsx';
import { ALL_CATEGORIES, useStockImport, useStockLibrary } from './stock/useStockLibrary.ts';
import './stock/stock.css';
import { objectUrl, useUserFiles } from './useUserFiles.ts';

/**
 * Stock illustrations (a pick copies it into the user's storage and adds it centred on the current
 * page) and the user's own images (uploads and pictures saved from the image assistant).
 */
export function IllustrationPanel() {
  const { t } = useTranslation('studio');
  const { ratio, apply } = usePageEditing();
  const selectElement = useEditorStore((s) => s.selectElement);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const { query, items, categories } = useStockLibrary('illustrations', category);
  const { busyId, importItem } = useStockImport();
  const mine = useUserFiles('image');

  const add = async (item: StockItem) => {
    const imported = await importItem(item);
    const pageUuid = useEditorStore.getState().currentPageUuid;
    if (!imported || !pageUuid) return;
    try {
      const size = item.width && item.height ? { width: item.width, height: item.height } : await imageSize(imported.url);
      const image = newImage(newId, ratio, imported.url, size.width, size.height);
      if (apply((s) => addElement(s, pageUuid, image))) selectElement(image.uuid);
    } catch {
      toast.error(errorText('fileFormatNotSupported'));
    }
  };

  const addMine = async (url: string) => {
    const pageUuid = useEditorStore.getState().currentPageUuid;
    if (!pageUuid) return;
    try {
      const size = await imageSize(url);
      const image = newImage(newId, ratio, url, size.width, size.height);
      if (apply((s) => addElement(s, pageUuid, image))) selectElement(image.uuid);
    } catch {
      toast.error(errorText('fileFormatNotSupported'));
    }
  };

  return (
    <div className="panel-body">
      <PanelSection title={t('illustration.library')}>
        <p className="panel-hint">{t('illustration.hint')}</p>
        <StockCategories categories={categories} value={category} onChange={setCategory} />
        <StockStates query={query} count={items.length} empty={t('illustration.empty')}>
          <StockImageGrid items={items} shape="square" busyId={busyId} onPick={(item) => void add(item)} />
        </StockStates>
      </PanelSection>
      <PanelSection title={t('illustration.mine')}>
        <MediaGrid
          files={mine.data}
          loading={mine.isPending}
          empty={t('illustration.emptyMine')}
          onPick={(file) => void addMine(objectUrl(file))}
        />
      </PanelSection>
    </div>
  );
}
