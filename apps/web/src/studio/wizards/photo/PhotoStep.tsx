import { InboxOutlined } from '@ant-design/icons';
import {
  CROP_ZOOM_MAX,
  CROP_ZOOM_MIN,
  NO_PHOTO_OPTIONS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE_PX,
  PHOTO_MIN_SIDE_PX,
  type PhotoOptions,
  type PhotoStage,
  type UserAvatar,
} from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Slider, Space, Switch, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userAvatarsApi } from '../../shared/avatar/userAvatarsApi.ts';
import { followPhotoJob, photoApi, uploadPhoto } from './photoApi.ts';
import { WIZARD_PHOTO_NAMESPACE } from './i18n/register.ts';

type Work = { stage: PhotoStage; percent: number; jobId: string | null } | null;

/** The photo options an avatar was last built with (spec §3 coverOptoins + the crop). */
export function optionsOf(avatar: UserAvatar): PhotoOptions {
  const stored = avatar.details.options as Partial<PhotoOptions> | undefined;
  return { ...NO_PHOTO_OPTIONS, ...stored };
}

/**
 * Step 1: upload a portrait (uploading, face recognition) or pick one of my photo avatars, then the
 * photo tools (colourising, high-definition rendering, crop). Every state shows its progress and a cancel.
 */
export function PhotoStep({ avatar, onAvatar }: { avatar: UserAvatar | null; onAvatar(avatar: UserAvatar | null): void }) {
  const { t } = useTranslation(WIZARD_PHOTO_NAMESPACE);
  const [work, setWork] = useState<Work>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [options, setOptions] = useState<PhotoOptions>(avatar ? optionsOf(avatar) : NO_PHOTO_OPTIONS);
  const abort = useRef<AbortController | null>(null);
  const mine = useQuery({
    queryKey: ['user-avatars', 'photo'],
    queryFn: () => userAvatarsApi.page({ kind: 'photo', readyOnly: true, size: 12 }),
  });

  useEffect(() => () => abort.current?.abort(), []);

  const follow = async (jobId: string, stage: PhotoStage, controller: AbortController) => {
    setWork({ stage, percent: 0, jobId });
    const job = await followPhotoJob(jobId, (j) => setWork({ stage, percent: j.progress, jobId }), controller.signal);
    setWork(null);
    if (!job) return;
    if (job.state === 'done' && job.avatar) {
      onAvatar(job.avatar);
      setOptions(optionsOf(job.avatar));
      void mine.refetch();
    } else if (job.state === 'failed') setFailure(job.error);
    else if (job.state === 'cancelled') setFailure(t('photo.cancelled'));
  };

  const start = async (file: File) => {
    setFailure(null);
    const controller = new AbortController();
    abort.current = controller;
    setWork({ stage: 'uploading', percent: 0, jobId: null });
    try {
      const started = await uploadPhoto(file, (percent) => setWork({ stage: 'uploading', percent, jobId: null }), controller.signal);
      await follow(started.jobId, started.stage, controller);
    } catch (error) {
      setWork(null);
      setFailure(controller.signal.aborted ? t('photo.cancelled') : error instanceof Error && error.message ? error.message : null);
    }
  };

  const apply = async () => {
    if (!avatar) return;
    setFailure(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const started = await photoApi.tool({ avatarId: avatar.id, options });
      await follow(started.jobId, started.stage, controller);
    } catch {
      setWork(null);
    }
  };

  const cancel = () => {
    // The server stops the job (its ffmpeg is killed); the upload itself is aborted here.
    if (work?.jobId) void photoApi.cancel(work.jobId).catch(() => undefined);
    else abort.current?.abort();
  };

  const crop = options.crop;
  return (
    <div className="photo-step" data-testid="photo-step">
      {!avatar && !work && (
        <div data-testid="photo-upload">
          <Upload.Dragger
            accept="image/jpeg,image/png"
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              void start(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('photo.drop')}</p>
            <p className="ant-upload-hint">
              {t('photo.rules', { mb: PHOTO_MAX_BYTES / 1024 / 1024, min: PHOTO_MIN_SIDE_PX, max: PHOTO_MAX_SIDE_PX })}
            </p>
          </Upload.Dragger>
        </div>
      )}
      {work && (
        <div className="photo-work" data-testid="photo-work" data-stage={work.stage}>
          <Typography.Text>{t(`photo.stages.${work.stage}`)}</Typography.Text>
          <Progress percent={work.percent} status="active" />
          <Button onClick={cancel} data-testid="photo-cancel">
            {t('photo.cancel')}
          </Button>
        </div>
      )}
      {failure && <Alert type="error" showIcon message={failure} data-testid="photo-failure" />}
      {avatar && (
        <div className="photo-ready">
          <Card size="small" className="photo-preview">
            {avatar.previewUrl && <img src={avatar.previewUrl} alt={avatar.name} data-testid="photo-cover" />}
            <Typography.Text data-testid="photo-recognized">{t('photo.recognized', { name: avatar.name })}</Typography.Text>
          </Card>
          <Card size="small" title={t('photo.tools')} className="photo-tools">
            <label className="photo-tool-row">
              <span>{t('photo.color')}</span>
              <Switch checked={options.color} onChange={(color) => setOptions({ ...options, color })} data-testid="tool-color" />
            </label>
            <label className="photo-tool-row">
              <span>{t('photo.enhance')}</span>
              <Switch checked={options.enhance} onChange={(enhance) => setOptions({ ...options, enhance })} data-testid="tool-enhance" />
            </label>
            <label className="photo-tool-row">
              <span>{t('photo.crop')}</span>
              <Switch
                checked={crop !== null}
                onChange={(on) => setOptions({ ...options, crop: on ? { zoom: 1, dx: 0, dy: 0 } : null })}
                data-testid="tool-crop"
              />
            </label>
            {crop && (
              <>
                <span>{t('photo.zoom')}</span>
                <Slider
                  min={CROP_ZOOM_MIN}
                  max={CROP_ZOOM_MAX}
                  step={0.05}
                  value={crop.zoom}
                  onChange={(zoom) => setOptions({ ...options, crop: { ...crop, zoom } })}
                />
                <span>{t('photo.horizontal')}</span>
                <Slider
                  min={-0.5}
                  max={0.5}
                  step={0.02}
                  value={crop.dx}
                  onChange={(dx) => setOptions({ ...options, crop: { ...crop, dx } })}
                />
                <span>{t('photo.vertical')}</span>
                <Slider
                  min={-0.5}
                  max={0.5}
                  step={0.02}
                  value={crop.dy}
                  onChange={(dy) => setOptions({ ...options, crop: { ...crop, dy } })}
                />
              </>
            )}
            <Space>
              <Button type="primary" onClick={() => void apply()} disabled={work !== null} data-testid="tool-apply">
                {t('photo.apply')}
              </Button>
              <Button onClick={() => onAvatar(null)} disabled={work !== null}>
                {t('photo.another')}
              </Button>
            </Space>
          </Card>
        </div>
      )}
      {!avatar && !work && (
        <div className="photo-mine">
          <Typography.Text type="secondary">{t('photo.mine')}</Typography.Text>
          <div className="photo-mine-grid">
            {(mine.data?.items ?? []).map((item) => (
              <button
                type="button"
                key={item.id}
                className="photo-mine-card"
                onClick={() => {
                  onAvatar(item);
                  setOptions(optionsOf(item));
                }}
                data-testid="photo-mine-card"
              >
                {item.previewUrl && <img src={item.previewUrl} alt={item.name} />}
                <span>{item.name}</span>
              </button>
            ))}
            {mine.data?.items.length === 0 && <Typography.Text type="secondary">{t('photo.noneYet')}</Typography.Text>}
          </div>
        </div>
      )}
    </div>
  );
}
