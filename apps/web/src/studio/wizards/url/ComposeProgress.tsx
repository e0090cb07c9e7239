import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import type { JobStatus } from '@orator/shared';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../platform/auth/authStore.ts';
import { errorText } from '../../../lib/i18n/index.ts';
import { videoApi } from '../../shared/api/videoApi.ts';
import { followJob } from '../../shared/export/jobFollower.ts';
import { downloadMedia, useMediaUrl } from '../../workspace/model/mediaUrl.ts';
import { editorPathFor } from '../../workspace/model/projectActions.ts';
import type { ProjectKind } from '@orator/shared';
import './i18n/register.ts';
import './urlWizard.css';

type Phase = { kind: 'running'; job: JobStatus | null } | { kind: 'done' } | { kind: 'failed'; reason: string };

/**
 * The render of a wizard's project, followed live (the job socket, polling as a fallback), with
 * the editor one click away at any time: the project is an ordinary page project.
 */
export function ComposeProgress({
  projectId,
  projectType,
  projectName,
  jobId,
  composeError,
  onAnother,
}: {
  projectId: string;
  projectType: string;
  projectName: string;
  jobId: string | null;
  composeError: string | null;
  onAnother(): void;
}) {
  const { t } = useTranslation('wizards-url');
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  const [phase, setPhase] = useState<Phase>({ kind: 'running', job: null });

  useEffect(() => {
    if (!jobId || !token) return;
    setPhase({ kind: 'running', job: null });
    return followJob({
      jobId,
      token,
      poll: videoApi.job,
      onUpdate: (job) => {
        if (job.state === 'completed') setPhase({ kind: 'done' });
        else if (job.state === 'failed' || job.state === 'cancelled')
          setPhase({ kind: 'failed', reason: job.error ?? errorText('operationFailed') });
        else setPhase({ kind: 'running', job });
      },
    });
  }, [jobId, token]);

  // The finished video plays right here: the user sees the result before downloading it.
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const playable = useMediaUrl(videoUrl);
  useEffect(() => {
    if (phase.kind !== 'done' || composeError) return;
    let live = true;
    videoApi
      .download(projectId)
      .then((file) => live && setVideoUrl(file.videoUrl))
      .catch(() => undefined); // the download button still offers the file
    return () => {
      live = false;
    };
  }, [phase.kind, projectId, composeError]);

  const openEditor = () => navigate(editorPathFor({ id: projectId, projectType: projectType as ProjectKind }));
  const download = async () => {
    const file = await videoApi.download(projectId);
    await downloadMedia(file.videoUrl, file.fileName);
  };

  const percent = phase.kind === 'running' ? Math.round(phase.job?.progress ?? 0) : 100;
  return (
    <div className="wizard-progress" data-testid="wizard-progress">
      <Typography.Title level={4}>{projectName}</Typography.Title>
      {composeError ? (
        <Alert type="warning" showIcon message={t('progress.refused', { reason: errorText(composeError) })} data-testid="compose-refused" />
      ) : phase.kind === 'running' ? (
        <>
          <Typography.Text>{phase.job && percent > 0 ? t('progress.running', { percent }) : t('progress.queued')}</Typography.Text>
          <Progress percent={percent} status="active" data-testid="compose-progress" />
        </>
      ) : phase.kind === 'done' ? (
        <>
          <Alert type="success" showIcon icon={<CheckCircleFilled />} message={t('progress.done')} data-testid="compose-done" />
          {playable && (
            <video className="wizard-player" src={playable} controls playsInline preload="metadata" data-testid="compose-player" />
          )}
        </>
      ) : (
        <Alert
          type="error"
          showIcon
          icon={<CloseCircleFilled />}
          message={t('progress.failed', { reason: phase.reason })}
          data-testid="compose-failed"
        />
      )}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" icon={<EditOutlined />} onClick={openEditor} data-testid="open-editor">
          {t('preview.openEditor')}
        </Button>
        {phase.kind === 'done' && !composeError && (
          <Button icon={<DownloadOutlined />} onClick={() => void download()} data-testid="download-video">
            {t('progress.download')}
          </Button>
        )}
        <Button onClick={onAnother}>{t('progress.another')}</Button>
      </Space>
    </div>
  );
}
