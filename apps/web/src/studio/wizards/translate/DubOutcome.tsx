import type { VideoDubProject } from '@orator/shared/wizards';
import { Alert, Button, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRANSLATE_WIZARD_NAMESPACE } from './i18n/register.ts';
import { translateApi } from './translateApi.ts';

/** A project's job progress, its failure, or the finished video playing with its downloads. */
export function DubOutcome({ project }: { project: VideoDubProject }) {
  const { t } = useTranslation(TRANSLATE_WIZARD_NAMESPACE);
  if (project.state === 'generating' || project.state === 'uploading')
    return (
      <div data-testid="dub-progress">
        <p>{project.stage === 'dubbing' ? t('finish.dubbing') : t('finish.recognising')}</p>
        <Progress percent={project.progress} />
      </div>
    );
  if (project.state === 'failure')
    return <Alert type="error" showIcon message={t('finish.failed', { reason: project.failureReason ?? '' })} data-testid="dub-failure" />;
  if (project.state !== 'success' || !project.outputUrl) return null;
  return (
    <div className="dub-result" data-testid="dub-result">
      <video src={project.outputUrl} controls className="dub-player" data-testid="dub-video" />
      <Space>
        <Button type="primary" onClick={() => void translateApi.download(project, 'video')} data-testid="dub-download">
          {t('result.downloadVideo')}
        </Button>
        {project.srtUrl && (
          <Button onClick={() => void translateApi.download(project, 'srt')} data-testid="dub-download-srt">
            {t('result.downloadSrt')}
          </Button>
        )}
      </Space>
    </div>
  );
}

/** Follows a project while a job works on it (every second), then stops. */
export function isWorking(project: VideoDubProject | null | undefined): boolean {
  return project?.state === 'generating' || project?.state === 'uploading';
}
