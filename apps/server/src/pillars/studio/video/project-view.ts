import { type ProjectDownload, type VideoProject, type VideoProjectSummary } from '@orator/shared';
import type { RatioKey } from '@orator/shared/project';
import { outputUrl } from '../../../kernel/storage/render-outputs.ts';
import { documentOf, type ProjectRow } from './project-document.ts';

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

/** Batch kinds whose failed videos the product list shows as succeeded (spec §4; product-rules#wizards-batch). */
const BATCH_KINDS: ReadonlySet<string> = new Set(['BatchLamination', 'BatchMeisheTrack']);

/**
 * A project as the product list shows it. The list's rule for batch categories: a child of a
 * batch whose render failed is listed with state `succeeded` (manAchievementStatus fail -> suc),
 * because its failure is reported, retried and explained on its batch's page; the card still
 * has no video (finished false), so nothing pretends a file exists. Everywhere else (the project
 * itself, the batch page) shows the real state.
 */
export function listedSummaryOf(row: ProjectRow): VideoProjectSummary {
  const summary = summaryOf(row);
  if (BATCH_KINDS.has(row.projectType) && summary.state === 'failed') return { ...summary, state: 'succeeded', failureReason: null };
  return summary;
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
