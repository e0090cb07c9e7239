import { DownOutlined, PictureOutlined, PlayCircleFilled, StarFilled, StarOutlined } from '@ant-design/icons';
import { CATALOG_PATHS, isInProgress, type VideoProjectSummary } from '@orator/shared';
import { Button, Dropdown, Modal, Progress, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFor, formatDuration } from '../model/projectActions.ts';
import { useMediaUrl, usePlayableMediaUrl } from '../model/mediaUrl.ts';
import { useIsMobile } from '../../../lib/ui/useIsMobile.ts';
import { Cover } from './Cover.tsx';
import type { CardAction } from './useProjectActions.tsx';

const STATE_TONE: Record<VideoProjectSummary['state'], string> = {
  notSynthesized: '',
  synthesizing: 'busy',
  transcoding: 'busy',
  uploading: 'busy',
  succeeded: 'ok',
  failed: 'fail',
  deleted: 'fail',
};

/** The cover a card shows: the rendered video's, else its template's (drafts made from a store template). */
function coverOf(project: VideoProjectSummary): string | null {
  if (project.coverUrl) return project.coverUrl;
  if (project.templateId?.startsWith('tpl-')) return CATALOG_PATHS.templateCover(project.templateId);
  return null;
}

export function ProjectCard({
  project,
  onAction,
}: {
  project: VideoProjectSummary;
  onAction: (action: CardAction, project: VideoProjectSummary) => void;
}) {
  const { t } = useTranslation('workspace');
  const cover = useMediaUrl(coverOf(project));
  const actions = actionsFor(project);
  // A phone's first action on a finished video is to save it (the editors are desktop tools, still in the menu).
  const mobile = useIsMobile();
  const primary = (mobile && actions.includes('download') ? 'download' : actions[0]) ?? 'edit';
  const running = isInProgress(project.state);
  // Only a finished video's cover can be edited (product-rules#projects-cover).
  const coverEditable = project.finished && project.state === 'succeeded';
  const menu = actions.filter((a) => a !== primary && a !== 'collect' && a !== 'uncollect');
  const duration = formatDuration(project.durationMs);
  // A finished video plays in the app; its cover is the way in.
  const [playing, setPlaying] = useState(false);
  const { src: videoUrl, onError: onVideoError } = usePlayableMediaUrl(project.videoUrl && !running ? project.videoUrl : null);

  return (
    <div className="ws-card" data-testid="project-card" data-name={project.projectName} data-state={project.state}>
      <Cover
        src={cover}
        ratio={project.ratio}
        alt={project.projectName}
        {...(videoUrl
          ? { onOpen: () => setPlaying(true), openLabel: t('project.play', { name: project.projectName }), openIcon: <PlayCircleFilled /> }
          : {})}
      >
        <div className="ws-badges">
          <span className={`ws-badge ${STATE_TONE[project.state]}`} data-testid="project-state">
            {t(`states.${project.state}`, { progress: project.progress })}
          </span>
          <span className="ws-badge">{t(`ratios.${project.ratio}`)}</span>
        </div>
        {duration && <span className="ws-duration">{duration}</span>}
        {running && (
          <div className="ws-progress">
            <Progress percent={project.progress} showInfo={false} size="small" strokeLinecap="butt" />
          </div>
        )}
      </Cover>
      <div className="ws-card-body">
        <div className="ws-card-title" title={project.projectName}>
          {project.projectName}
        </div>
        <div className="ws-card-meta">
          <span>{t('project.updated', { when: dayjs(project.updatedAt).format('YYYY-MM-DD HH:mm') })}</span>
        </div>
        {project.state === 'failed' && project.failureReason && (
          <div className="ws-card-meta">{t('project.failedReason', { reason: project.failureReason })}</div>
        )}
        {videoUrl && (
          <Modal
            open={playing}
            title={project.projectName}
            onCancel={() => setPlaying(false)}
            footer={
              coverEditable ? (
                <Button icon={<PictureOutlined />} onClick={() => onAction('editCover', project)} data-testid="player-edit-cover">
                  {t('actions.editCover')}
                </Button>
              ) : null
            }
            width={800}
            destroyOnHidden
          >
            <div className="ws-preview-cover">
              <video src={videoUrl} onError={onVideoError} controls autoPlay playsInline data-testid="project-player" />
            </div>
          </Modal>
        )}
        <div className="ws-card-actions">
          <Button
            type="primary"
            size="small"
            className="ws-grow"
            onClick={() => onAction(primary, project)}
            data-testid={primary === 'download' ? 'project-download' : 'project-edit'}
          >
            {t(`actions.${primary}`)}
          </Button>
          <Tooltip title={t(`actions.${project.collected ? 'uncollect' : 'collect'}`)}>
            <Button
              size="small"
              icon={project.collected ? <StarFilled className="ws-collected" /> : <StarOutlined />}
              aria-label={t(`actions.${project.collected ? 'uncollect' : 'collect'}`)}
              aria-pressed={project.collected}
              onClick={() => onAction(project.collected ? 'uncollect' : 'collect', project)}
              data-testid="project-collect"
            />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...menu.map((action) => ({
                  key: action,
                  label: <span data-testid={`action-${action}`}>{t(`actions.${action}`)}</span>,
                  danger: action === 'delete',
                })),
                ...(coverEditable
                  ? [{ key: 'editCover', label: <span data-testid="action-editCover">{t('actions.editCover')}</span> }]
                  : []),
                ...(running
                  ? []
                  : [{ key: 'saveAsTemplate', label: <span data-testid="action-saveAsTemplate">{t('template.saveAs')}</span> }]),
              ],
              onClick: ({ key }) => onAction(key as CardAction, project),
            }}
          >
            <Button size="small" aria-label={t('actions.more')} data-testid="project-more">
              <DownOutlined />
            </Button>
          </Dropdown>
        </div>
      </div>
    </div>
  );
}
