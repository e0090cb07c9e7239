import { backgroundOf, deleteElement, setBackground, type StockItem, type StoredFile } from '@orator/shared';
import { Button, Checkbox, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newBackground } from '../state/elementFactory.ts';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { MediaGrid } from './MediaGrid.tsx';
import { PanelSection } from './PanelKit.tsx';
import { StockCategories } from './stock/StockCategories.tsx';
import { StockImageGrid } from './stock/StockImageGrid.tsx';
import { StockStates } from './stock/StockStates.tsx';
import { ALL_CATEGORIES, useStockImport, useStockLibrary } from './stock/useStockLibrary.ts';
import './stock/stock.css';
import { UploadButton } from './UploadButton.tsx';
import { objectUrl, useUserFiles } from './useUserFiles.ts';

type Source = 'library' | 'mine';

function StockBackgrounds({ onPick }: { onPick(url: string): void }) {
  const { t } = useTranslation('studio');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const { query, items, categories } = useStockLibrary('backgrounds', category);
  const { busyId, importItem } = useStockImport();
  const pick = async (item: StockItem) => {
    const imported = await importItem(item);
    if (imported) onPick(imported.url);
  };
  return (
    <>
      <StockCategories categories={categories} value={category} onChange={setCategory} />
      <StockStates query={query} count={items.length} empty={t('background.emptyLibrary')}>
        <StockImageGrid items={items} shape="wide" busyId={busyId} onPick={(item) => void pick(item)} />
      </StockStates>
    </>
  );
}

function MyBackgrounds({ onPick, selectedUrl }: { onPick(url: string): void; selectedUrl: string | undefined }) {
  const { t } = useTranslation('studio');
  const images = useUserFiles('image');
  return (
    <>
      <UploadButton accept=".jpg,.jpeg,.png,image/jpeg,image/png" label={t('upload.image')} onUploaded={(file) => onPick(file.url)} />
      <MediaGrid
        files={images.data}
        loading={images.isPending}
        empty={t('background.emptyMine')}
        onPick={(file: StoredFile) => onPick(objectUrl(file))}
        selectedUrl={selectedUrl}
      />
    </>
  );
}

/** Page backgrounds: the stock library (copied into the user's storage on pick) or the user's own images. */
export function BackgroundPanel() {
  const { t } = useTranslation('studio');
  const { page, ratio, apply } = usePageEditing();
  const [allPages, setAllPages] = useState(false);
  const [source, setSource] = useState<Source>('library');
  const current = page ? backgroundOf(page) : undefined;

  const use = (url: string) => {
    // Read at pick time: an import takes a moment and the user may have moved to another page.
    const { session, currentPageUuid } = useEditorStore.getState();
    const pages = session?.history.present.pages ?? [];
    const targets = allPages ? pages : pages.filter((p) => p.uuid === currentPageUuid);
    for (const target of targets) apply((s) => setBackground(s, target.uuid, newBackground(newId, ratio, url)));
  };

  return (
    <div className="panel-body">
      <PanelSection
        title={t('background.choose')}
        extra={
          current &&
          page && (
            <Button size="small" onClick={() => apply((s) => deleteElement(s, page.uuid, current.uuid))} data-testid="background-remove">
              {t('background.remove')}
            </Button>
          )
        }
      >
        <Segmented<Source>
          block
          value={source}
          onChange={setSource}
          options={[
            { value: 'library', label: <span data-testid="background-source-library">{t('background.library')}</span> },
            { value: 'mine', label: <span data-testid="background-source-mine">{t('background.mine')}</span> },
          ]}
        />
        <Checkbox checked={allPages} onChange={(event) => setAllPages(event.target.checked)} data-testid="background-all-pages">
          {t('background.allPages')}
        </Checkbox>
        {source === 'library' ? <StockBackgrounds onPick={use} /> : <MyBackgrounds onPick={use} selectedUrl={current?.url} />}
      </PanelSection>
    </div>
  );
}
