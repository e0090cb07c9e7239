import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { formatFileSize, RESOLUTIONS, type JobStatus, type ProjectDownload, type Resolution } from '@orator/shared';
import { Alert, Button, Descriptions, Form, Input, Modal, Progress, Radio, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/register.ts';
import '../studioShared.css';
import { ApiError } from '../../../lib/api/http.ts';
import { useAuthStore } from '../../../platform/auth/authStore.ts';
import { useCurrentUser } from '../../../platform/auth/useCurrentUser.ts';
import { errorText } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { videoApi } from '../api/videoApi.ts';
import {
  bestAllowedResolution,
  deductionSeconds,
  estimatedBytes,
  exportRefusal,
  exportTimeRefusal,
  planLevelOf,
  RESOLUTION_LABELS,
  resolutionRefusal,
  watermarkRefusal,
} from './exportRules.ts';
import { followJob } from './jobFollower.ts';
import { BuyToResolve } from './BuyToResolve.tsx';
import { downloadMedia } from '../../workspace/model/mediaUrl.ts';

export interface ExportRequest {
  projectId: string;
  projectName: string;
  /** Planned video length, ms (from the preview plan). */
  durationMs: number;
  watermark: boolean;
  /** The project shows a photo avatar (deducts twice, spec §9). */
  photoAvatar?: boolean;
}

type Phase =
  | { kind: 'form' }
  | { kind: 'submitting' }
  | { kind: 'running'; jobId: string; job: JobStatus | null }
  | { kind: 'done'; download: ProjectDownload }
  | { kind: 'failed'; message: string };

function formatSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * Export (product-rules#export-tiers; refusals as catalogue messages): name, format, resolutions,
 * estimated size, remaining composition time and deduction; then the render job live.
 * Shared by the page editor and the track editor; `prepare` saves the editor first.
 */
export function ExportDialog({
  request,
  onClose,
  prepare,
}: {
  request: ExportRequest | null;
  onClose(): void;
  prepare?: () => Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const { user } = useCurrentUser();
  const token = useAuthStore((s) => s.token);
  const level = planLevelOf(user);
  const [name, setName] = useState('');
  const [resolution, setResolution] = useState<Resolution>('low');
  const [watermark, setWatermark] = useState(true);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  useEffect(() => {
    if (!request) return;
    setName(request.projectName);
    setResolution(bestAllowedResolution(level));
    setWatermark(level === 'free' ? true : request.watermark);
    setPhase({ kind: 'form' });
  }, [request, level]);

  const runningJobId = phase.kind === 'running' ? phase.jobId : null;
  useEffect(() => {
    if (!runningJobId || !token || !request) return;
    return followJob({
      jobId: runningJobId,
      token,
      poll: videoApi.job,
      onUpdate: (job) => {
        if (job.state === 'completed') {
          videoApi
            .download(request.projectId)
            .then((download) => {
              setPhase({ kind: 'done', download });
              toast.success(t('export.doneToast', { name: download.fileName }));
            })
            .catch((error: unknown) => setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
        } else if (job.state === 'failed' || job.state === 'cancelled') {
          setPhase({ kind: 'failed', message: job.error ?? errorText('operationFailed') });
        } else {
          setPhase((current) => (current.kind === 'running' ? { ...current, job } : current));
        }
      },
    });
  }, [runningJobId, token, request, t]);

  if (!request) return null;
  const durationMs = request.durationMs;
  const remain = user?.remainCredits ?? 0;
  const refusal = exportRefusal({ videoName: name, resolution, watermark }, level, durationMs, remain, request.photoAvatar ?? false);
  // A time refusal says what the export needs and what is left (issue 24 §1).
  const refusalParams = exportTimeRefusal({ resolution }, durationMs, remain, request.photoAvatar ?? false)?.params;
  const refusalText = refusal ? errorText(refusal, refusal === 'compositionTimeShort' ? refusalParams : undefined) : null;

  const submit = async () => {
    if (refusalText) {
      toast.error(refusalText);
      return;
    }
    setPhase({ kind: 'submitting' });
    try {
      await prepare?.();
      const result = await videoApi.compose({ projectId: request.projectId, resolution, watermark, videoName: name.trim() });
      setPhase({ kind: 'running', jobId: result.jobId, job: null });
    } catch (error) {
      setPhase({ kind: 'form' });
      if (!(error instanceof ApiError)) toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const chooseResolution = (next: Resolution) => {
    const refused = resolutionRefusal(next, level);
    if (refused) toast.error(errorText(refused));
    else setResolution(next);
  };
  const chooseWatermark = (next: boolean) => {
    const refused = watermarkRefusal(next, level);
    if (refused) toast.error(errorText(refused));
    else setWatermark(next);
  };

  const running = phase.kind === 'running' || phase.kind === 'submitting';
  return (
    <Modal
      open
      title={t('export.title')}
      onCancel={onClose}
      maskClosable={!running}
      width={560}
      footer={
        phase.kind === 'form' || phase.kind === 'submitting'
          ? [
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="go"
                type="primary"
                loading={phase.kind === 'submitting'}
                onClick={() => void submit()}
                data-testid="export-submit"
              >
                {t('export.submit')}
              </Button>,
            ]
          : [
              <Button key="close" onClick={onClose}>
                {t('common.close')}
              </Button>,
            ]
      }
      data-testid="export-dialog"
    >
      {(phase.kind === 'form' || phase.kind === 'submitting') && (
        <Form layout="vertical" requiredMark={false} className="export-form">
          <Form.Item
            label={t('export.name')}
            validateStatus={name.trim() ? undefined : 'error'}
            help={name.trim() ? undefined : errorText('nameRequired')}
          >
            <Input value={name} maxLength={200} onChange={(event) => setName(event.target.value)} data-testid="export-name" />
          </Form.Item>
          <div className="export-row">
            <Form.Item label={t('export.format')}>
              <Select value="mp4" options={[{ value: 'mp4', label: 'MP4 (H.264 + AAC)' }]} />
            </Form.Item>
            {/* Avatars are drawn as vectors, so they always render at the video's own resolution. */}
            <Form.Item label={t('export.avatarResolution')}>
              <Input value={t('export.avatarMatches', { resolution: RESOLUTION_LABELS[resolution] })} readOnly />
            </Form.Item>
          </div>
          <Form.Item label={t('export.resolution')}>
            <Radio.Group
              value={resolution}
              onChange={(event) => chooseResolution(event.target.value as Resolution)}
              optionType="button"
              buttonStyle="solid"
              data-testid="export-resolution"
            >
              {RESOLUTIONS.map((value) => (
                <Radio.Button
                  key={value}
                  value={value}
                  className={resolutionRefusal(value, level) ? 'is-locked' : undefined}
                  data-testid={`resolution-${RESOLUTION_LABELS[value]}`}
                >
                  {RESOLUTION_LABELS[value]}
                  {resolutionRefusal(value, level) && <span className="vip-mark">VIP</span>}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('export.watermark')}>
            <Switch checked={watermark} onChange={chooseWatermark} data-testid="export-watermark" />{' '}
            <span className="export-watermark-note">{t(watermark ? 'export.watermarkOn' : 'export.watermarkOff')}</span>
          </Form.Item>
          <Descriptions column={1} size="small" bordered className="export-facts">
            <Descriptions.Item label={t('export.duration')}>{formatSeconds(durationMs / 1000)}</Descriptions.Item>
            <Descriptions.Item label={t('export.estimatedSize')}>
              ≈ {formatFileSize(estimatedBytes(durationMs, resolution))}
            </Descriptions.Item>
            <Descriptions.Item label={t('export.remaining')}>{formatSeconds(remain)}</Descriptions.Item>
            <Descriptions.Item label={t('export.deduction')}>
              <span data-testid="export-deduction">
                {formatSeconds(deductionSeconds(durationMs, { photoAvatar: request.photoAvatar ?? false, resolution }))}
              </span>
            </Descriptions.Item>
          </Descriptions>
          {refusal && (
            <Alert
              className="export-alert"
              type="warning"
              showIcon
              title={refusalText}
              action={<BuyToResolve reason={refusal} />}
              data-testid="export-refusal"
            />
          )}
        </Form>
      )}
      {phase.kind === 'running' && (
        <div className="export-progress" data-testid="export-progress">
          <Progress type="circle" percent={Math.round(phase.job?.progress ?? 0)} />
          <p>{phase.job?.state === 'queued' || !phase.job ? errorText('queueing') : t('export.rendering')}</p>
          <p className="export-hint">{t('export.canClose')}</p>
        </div>
      )}
      {phase.kind === 'done' && (
        <div className="export-result" data-testid="export-done">
          <CheckCircleFilled className="export-ok" />
          <h3>{t('export.done')}</h3>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            onClick={() => {
              // Signed at the click (a link is valid 10 minutes; the dialog may stay open longer).
              const { videoUrl, fileName } = phase.download;
              downloadMedia(videoUrl, fileName).catch(() => toast.error(errorText('operationFailed')));
            }}
            data-testid="export-download"
          >
            {t('export.download')}
          </Button>
        </div>
      )}
      {phase.kind === 'failed' && (
        <div className="export-result">
          <CloseCircleFilled className="export-fail" />
          <h3>{t('export.failed')}</h3>
          <p>{phase.message}</p>
          <Button onClick={() => setPhase({ kind: 'form' })}>{t('common.retry')}</Button>
        </div>
      )}
    </Modal>
  );
}
