import { addElement, videoElementSchema, type StoredFile } from '@orator/shared';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { errorText } from '../../../lib/i18n/index.ts';
import { newImage } from '../state/elementFactory.ts';
import { newId } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { imageSize } from './imageSize.ts';
import { MediaGrid } from './MediaGrid.tsx';
import { PanelSection } from './PanelKit.tsx';
import { UploadButton } from './UploadButton.tsx';
import { objectUrl, useUserFiles } from './useUserFiles.ts';

/** Album: the user's own images and videos (storage /oss/files), with upload; a pick adds it to the page. */
export function AlbumPanel() {
  const { t } = useTranslation('studio');
  const { page, ratio, apply } = usePageEditing();
  const [kind, setKind] = useState<'image' | 'video'>('image');
  const files = useUserFiles(kind);

  const addImage = async (url: string) => {
    if (!page) return;
    try {
      const size = await imageSize(url);
      apply((s) => addElement(s, page.uuid, newImage(newId, ratio, url, size.width, size.height)));
    } catch {
      toast.error(errorText('fileFormatNotSupported'));
    }
  };
  const addVideo = (file: Pick<StoredFile, 'key' | 'width' | 'height' | 'durationMs'>) => {
    if (!page) return;
    const image = newImage(newId, ratio, objectUrl(file), file.width ?? 1280, file.height ?? 720);
    const video = videoElementSchema.parse({
      ...image,
      type: 'video',
      url: objectUrl(file),
      originalDuration: file.durationMs ?? undefined,
    });
    apply((s) => addElement(s, page.uuid, video));
  };

  return (
    <div className="panel-body">
      <PanelSection title={t('album.title')}>
        <Segmented
          block
          value={kind}
          onChange={(value) => setKind(value as typeof kind)}
          options={[
            { value: 'image', label: t('album.images') },
            { value: 'video', label: t('album.videos') },
          ]}
        />
        <UploadButton
          accept={kind === 'image' ? '.jpg,.jpeg,.png,image/jpeg,image/png' : '.mp4,.mov,.webm,video/*'}
          label={t(kind === 'image' ? 'upload.image' : 'upload.video')}
          multiple
          onUploaded={(file) => (kind === 'image' ? void addImage(file.url) : undefined)}
        />
        <MediaGrid
          files={files.data}
          loading={files.isPending}
          empty={t('album.empty')}
          onPick={(file) => (file.kind === 'image' ? void addImage(objectUrl(file)) : addVideo(file))}
        />
        {kind === 'video' && <p className="panel-hint">{t('album.videoHint')}</p>}
      </PanelSection>
    </div>
  );
}
