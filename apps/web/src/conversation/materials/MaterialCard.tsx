import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import type { Material } from '@orator/shared';
import { formatFileSize } from '@orator/shared/format';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** One material with its preview: a picture, a playable video, or an audio player. */
export function MaterialCard({ material, onDelete }: { material: Material; onDelete: (material: Material) => void }) {
  const { t } = useTranslation('aiask');
  return (
    <div className="ak-material" data-testid="material-card" data-name={material.name} data-kind={material.kind}>
      <div className={`ak-material-preview ${material.kind}`}>
        {material.kind === 'image' && <img src={material.previewUrl} alt={material.name} loading="lazy" />}
        {material.kind === 'video' && <video src={material.previewUrl} controls preload="metadata" />}
        {material.kind === 'audio' && <audio src={material.previewUrl} controls preload="none" />}
      </div>
      <div className="ak-material-meta">
        <Tooltip title={material.name}>
          <span className="ak-material-name">{material.name}</span>
        </Tooltip>
        <span className="ak-muted">
          {t(`materials.kind.${material.kind}`)} · {formatFileSize(material.sizeBytes)}
        </span>
        {material.linkedProjectCount > 0 && (
          <Tag icon={<LinkOutlined />} color="blue">
            {t('materials.linked', { count: material.linkedProjectCount })}
          </Tag>
        )}
      </div>
      <Button
        className="ak-material-delete"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('common.delete')}
        onClick={() => onDelete(material)}
        data-testid="material-delete"
      />
    </div>
  );
}
