import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import type { GeneratedImage } from '@orator/shared/assistant';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import { toast } from '../../lib/ui/notify.ts';
import { ASSISTANT_NAMESPACE } from './i18n/register.ts';
import { imageApi } from './imageApi.ts';
import { USAGE_QUERY_KEY } from '../../lib/api/useStorageUsage.ts';

/** The pictures of one request: each with Save to My Assets and Download. */
export function ImageResults({ images, name }: { images: GeneratedImage[]; name: string }) {
  return (
    <div className="assistant-images" data-testid="assistant-images">
      {images.map((image, index) => (
        <ImageCard key={image.id} image={image} name={images.length > 1 ? `${name}-${index + 1}` : name} />
      ))}
    </div>
  );
}

function ImageCard({ image, name }: { image: GeneratedImage; name: string }) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const queryClient = useQueryClient();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    imageApi
      .objectUrl(image.url)
      .then((made) => {
        url = made;
        if (live) setSrc(made);
        else URL.revokeObjectURL(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image.url]);

  const save = async () => {
    setSaving(true);
    try {
      await imageApi.save({ id: image.id, name });
      setSaved(true);
      toast.success(t('image.saved'));
      // My Assets and the editor's pickers list the new image at once.
      void queryClient.invalidateQueries({ queryKey: ['workspace', 'files'] });
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['files', 'studio'] });
    } catch {
      // The request layer has shown the reason (storage full, expired picture).
    } finally {
      setSaving(false);
    }
  };

  const extension = image.contentType === 'image/jpeg' ? 'jpg' : 'png';
  return (
    <Card
      size="small"
      className="assistant-image-card"
      data-testid="assistant-image"
      cover={
        <div className="assistant-image-frame" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
          {src ? (
            <img src={src} alt={name} data-testid="assistant-image-picture" />
          ) : failed ? (
            <span>{t('image.expired')}</span>
          ) : (
            <Skeleton.Image active />
          )}
        </div>
      }
    >
      <div className="assistant-image-actions">
        {saved ? (
          <Link to={`${ROUTES.myAssets}?tab=backgrounds`} data-testid="assistant-image-open-assets">
            {t('image.openAssets')}
          </Link>
        ) : (
          <Button
            size="small"
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={!src}
            onClick={() => void save()}
            data-testid="assistant-image-save"
          >
            {t('image.save')}
          </Button>
        )}
        <Button
          size="small"
          icon={<DownloadOutlined />}
          href={src ?? undefined}
          download={`${name}.${extension}`}
          disabled={!src}
          data-testid="assistant-image-download"
        >
          {t('image.download')}
        </Button>
      </div>
    </Card>
  );
}
