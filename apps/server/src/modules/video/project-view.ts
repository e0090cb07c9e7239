import { STORAGE_PATHS, type ProjectDownload, type VideoProject, type VideoProjectSummary } from '@orator/shared';
import type { RatioKey } from '@orator/shared/project';
import { relativeKey } from '../storage/keys.ts';
import { documentOf, type ProjectRow } from './project-document.ts';

/** Link to a stored output; the browser signs it (product-rules#accounts-sessions) when it opens it. */
export function outputUrl(key: string | null, ownerId: string): string | null {
  return key ? STORAGE_PATHS.object(relativeKey(key, ownerId)) : null;
}

export function summaryOf(row: ProjectRow): VideoProjectSummary {
  return {
    id: row.id,
    projectName: row.projectName,
    projectType: row.projectType as VideoProjectSummary['projectType'],
    ratio: row.ratio as RatioKey,
    state: row.state as VideoProjectSummary['state'],
    failureReason: row.failureReason,
    progress: row.progress,
    jobId: row.jobId,
    resolution: row.resolution as VideoProjectSummary['resolution'],
    watermark: row.watermark,
    collected: row.collected,
    finished: row.videoKey !== null,
    durationMs: row.durationMs,
    coverUrl: outputUrl(row.coverKey, row.ownerId),
    videoUrl: outputUrl(row.videoKey, row.ownerId),
    templateId: row.templateId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  };
}

export function projectOf(row: ProjectRow): VideoProject {
  return { ...summaryOf(row), templateName: row.templateName, document: documentOf(row) };
}

/** Null when there is no video to download yet. */
export function downloadOf(row: ProjectRow): ProjectDownload | null {
  const videoUrl = outputUrl(row.videoKey, row.ownerId);
  if (!videoUrl) return null;
  return {
    fileName: `${row.projectName.replace(/[\\/:*?"<>|\s]+/g, '_')}.mp4`,
    videoUrl,
    coverUrl: outputUrl(row.coverKey, row.ownerId),
    srtUrl: outputUrl(row.srtKey, row.ownerId),
    vttUrl: outputUrl(row.vttKey, row.ownerId),
    durationMs: row.durationMs,
  };
}
