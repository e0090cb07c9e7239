import { backgroundOf, deleteElement, setBackground, type StoredFile } from '@orator/shared';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newBackground } from '../state/elementFactory.ts';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { MediaGrid } from './MediaGrid.tsx';
import { PanelEmpty, PanelSection } from './PanelKit.tsx';
import { UploadButton } from './UploadButton.tsx';
import { objectUrl, useUserFiles } from './useUserFiles.ts';

/**
 * Page backgrounds. No shared background library exists on the server yet, so the list is
 * the user's own images; the library section says so instead of showing made-up items.
 */
export function BackgroundPanel() {
  const { t } = useTranslation('studio');
  const { page, ratio, apply } = usePageEditing();
  const [allPages, setAllPages] = useState(false);
  const images = useUserFiles('image');
  const current = page ? backgroundOf(page) : undefined;

  const use = (url: string) => {
    const pages = useEditorStore.getState().session?.history.present.pages ?? [];
    const targets = allPages ? pages : page ? [page] : [];
    for (const target of targets) apply((s) => setBackground(s, target.uuid, newBackground(newId, ratio, url)));
  };

  return (
    <div className="panel-body">
      <PanelSection
        title={t('background.mine')}
        extra={
          current &&
          page && (
            <Button size="small" onClick={() => apply((s) => deleteElement(s, page.uuid, current.uuid))}>
              {t('background.remove')}
            </Button>
          )
        }
      >
        <Checkbox checked={allPages} onChange={(event) => setAllPages(event.target.checked)}>
          {t('background.allPages')}
        </Checkbox>
        <UploadButton accept=".jpg,.jpeg,.png,image/jpeg,image/png" label={t('upload.image')} onUploaded={(file) => use(file.url)} />
        <MediaGrid
          files={images.data}
          loading={images.isPending}
          empty={t('background.emptyMine')}
          onPick={(file: StoredFile) => use(objectUrl(file))}
          selectedUrl={current?.url}
        />
      </PanelSection>
      <PanelSection title={t('background.library')}>
        <PanelEmpty text={t('library.notAvailable')} />
      </PanelSection>
    </div>
  );
}
