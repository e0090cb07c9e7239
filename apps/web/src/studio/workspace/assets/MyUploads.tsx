import { STORAGE_PATHS, type StoredFile } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { filesApi } from '../api/workspaceApi.ts';
import { usePlayableMediaUrl } from '../model/mediaUrl.ts';

const SHOWN = 48;

/** The user's uploads of one kind as a media grid (the table with every file is under Local upload). */
export function MyUploads({ kind }: { kind: StoredFile['kind'] }) {
  const { t } = useTranslation('workspace');
  const files = useQuery({ queryKey: ['workspace', 'files', kind], queryFn: () => filesApi.ofKind(kind, 1, SHOWN) });
  if (files.isPending) return <Skeleton active />;
  const items = files.data?.items ?? [];
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assets.emptyMine')} />;
  return (
    <div className="ws-grid small" data-testid={`my-${kind}`}>
      {items.map((file) => (
        <MyUpload key={file.key} file={file} kind={kind} />
      ))}
    </div>
  );
}

function MyUpload({ file, kind }: { file: StoredFile; kind: StoredFile['kind'] }) {
  // A signed link (one object, 10 minutes): media elements cannot send the session header.
  const media = usePlayableMediaUrl(STORAGE_PATHS.object(file.key));
  const url = media.src ?? undefined;
  return (
    <div className="ws-card">
      {kind === 'image' && (
        <div className="ws-stock-thumb">
          <img src={url} alt={file.name} loading="lazy" />
        </div>
      )}
      {kind === 'video' && (
        <div className="ws-stock-thumb">
          <video src={url} onError={media.onError} preload="metadata" controls style={{ width: '100%', height: '100%' }} />
        </div>
      )}
      <div className="ws-card-body">
        <div className="ws-card-title" title={file.name}>
          {file.name}
        </div>
        {kind === 'audio' && <audio src={url} onError={media.onError} controls preload="none" style={{ width: '100%' }} />}
      </div>
    </div>
  );
}
