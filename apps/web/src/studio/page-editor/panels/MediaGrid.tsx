import { PlayCircleOutlined, SoundOutlined } from '@ant-design/icons';
import type { StoredFile } from '@orator/shared';
import { Spin } from 'antd';
import { useObjectUrl } from '../../../platform/files/useObjectUrl.ts';
import { PanelEmpty } from './PanelKit.tsx';

function Tile({ file, onPick, selected }: { file: StoredFile; onPick(file: StoredFile): void; selected: boolean }) {
  const url = useObjectUrl(file.key, file.etag, file.kind === 'image');
  return (
    <button
      type="button"
      className={`media-tile${selected ? ' is-selected' : ''}`}
      onClick={() => onPick(file)}
      title={file.name}
      data-testid="media-tile"
      data-name={file.name}
    >
      {file.kind === 'image' && url ? (
        <img src={url} alt={file.name} />
      ) : (
        <span className="media-tile-icon">{file.kind === 'video' ? <PlayCircleOutlined /> : <SoundOutlined />}</span>
      )}
      <span className="media-tile-name">{file.name}</span>
    </button>
  );
}

/** The user's uploads as a grid of tiles (images show their picture). */
export function MediaGrid({
  files,
  loading,
  empty,
  onPick,
  selectedUrl,
}: {
  files: StoredFile[] | undefined;
  loading: boolean;
  empty: string;
  onPick(file: StoredFile): void;
  selectedUrl?: string | null;
}) {
  if (loading) return <Spin />;
  if (!files || files.length === 0) return <PanelEmpty text={empty} />;
  return (
    <div className="media-grid">
      {files.map((file) => (
        <Tile
          key={file.key}
          file={file}
          onPick={onPick}
          selected={selectedUrl !== undefined && selectedUrl !== null && selectedUrl.endsWith(encodeURIComponent(file.name))}
        />
      ))}
    </div>
  );
}
