import { CustomerServiceOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { formatTimelineTime, type StoredFile } from '@orator/shared';
import { Empty, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../platform/files/useObjectUrl.ts';
import { UploadButton } from '../../page-editor/panels/UploadButton.tsx';
import { objectUrl, useUserFiles } from '../../page-editor/panels/useUserFiles.ts';
import { clipFromFile } from '../model/binItems.ts';
import { newId } from '../state/ids.ts';
import { BinTile } from './BinTile.tsx';
import { awaitsProbe, probedFile } from './probedFile.ts';

type Filter = 'all' | 'image' | 'video' | 'audio';

function FileArt({ file }: { file: StoredFile }) {
  const url = useObjectUrl(file.key, file.etag, file.kind === 'image');
  if (file.kind === 'image') return url ? <img src={url} alt="" /> : <Spin size="small" />;
  return file.kind === 'video' ? <PlayCircleOutlined /> : <CustomerServiceOutlined />;
}

/** The user's uploads (storage /oss/files): images, videos and audio, newest first, with upload. */
export function UploadsTab() {
  const { t } = useTranslation('trackEditor');
  const [filter, setFilter] = useState<Filter>('all');
  const images = useUserFiles('image');
  const videos = useUserFiles('video');
  const sounds = useUserFiles('audio');
  const loading = images.isPending || videos.isPending || sounds.isPending;
  const files = [...(images.data ?? []), ...(videos.data ?? []), ...(sounds.data ?? [])]
    .filter((file) => filter === 'all' || file.kind === filter)
    .sort((a, b) => b.lastModified.localeCompare(a.lastModified));

  return (
    <div className="te-bin-tab" data-testid="bin-uploads">
      <UploadButton
        accept="image/png,image/jpeg,video/mp4,video/quicktime,video/webm,audio/mpeg,audio/wav"
        label={t('bin.upload')}
        multiple
      />
      <Segmented
        size="small"
        block
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        options={(['all', 'image', 'video', 'audio'] as const).map((value) => ({ value, label: t(`bin.filters.${value}`) }))}
      />
      {loading ? (
        <Spin className="te-bin-spin" />
      ) : files.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bin.noUploads')} />
      ) : (
        <div className="te-bin-grid">
          {files.map((file) => (
            <BinTile
              key={file.key}
              name={file.name}
              meta={
                awaitsProbe(file)
                  ? t('bin.probing')
                  : file.durationMs
                    ? formatTimelineTime(file.durationMs)
                    : file.width && file.height
                      ? `${file.width}×${file.height}`
                      : undefined
              }
              art={<FileArt file={file} />}
              resolve={async () => clipFromFile(await probedFile(file), objectUrl(file), newId())}
            />
          ))}
        </div>
      )}
    </div>
  );
}
