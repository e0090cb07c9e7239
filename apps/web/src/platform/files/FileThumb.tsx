import { AudioOutlined, FileOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { StoredFile } from '@orator/shared';
import { Image } from 'antd';
import { useObjectUrl } from './useObjectUrl.ts';

const KIND_ICONS = { image: <PictureOutlined />, audio: <AudioOutlined />, video: <VideoCameraOutlined />, file: <FileOutlined /> };

/** A 44 px square: the image itself (click to preview) or an icon for other kinds. */
export function FileThumb({ file }: { file: StoredFile }) {
  const isImage = file.kind === 'image' && file.state === 'uploaded';
  const url = useObjectUrl(file.key, file.etag, isImage);
  if (isImage && url) {
    return <Image src={url} width={44} height={44} className="file-thumb-image" alt={file.name} data-testid="file-preview" />;
  }
  return <span className={`file-thumb file-thumb-${file.kind}`}>{KIND_ICONS[file.kind]}</span>;
}
