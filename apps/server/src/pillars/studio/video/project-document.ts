import type { z } from 'zod';
import { ProjectDocument, type UpdateProjectBody } from '@orator/shared';
import { projectSchema, type Project } from '@orator/shared/project';
import type { videoProjects } from '../../../kernel/db/schema/index.ts';

export type ProjectRow = typeof videoProjects.$inferSelect;

/** The document fields of a create/update body, validated and defaulted by the shared schema. */
export function documentFrom(input: Partial<Record<keyof ProjectDocument, unknown>>, base?: ProjectDocument): ProjectDocument {
  const merged: Record<string, unknown> = { ...(base ?? {}) };
  for (const key of Object.keys(ProjectDocument.shape) as (keyof ProjectDocument)[]) {
    if (input[key] !== undefined) merged[key] = input[key];
  }
  return ProjectDocument.parse(merged);
}

/** Splits an update body into the document part and the column part. */
export function splitUpdate(body: z.output<typeof UpdateProjectBody>): {
  document: Partial<Record<keyof ProjectDocument, unknown>>;
  hasDocument: boolean;
} {
  const document: Partial<Record<keyof ProjectDocument, unknown>> = {};
  let hasDocument = false;
  for (const key of Object.keys(ProjectDocument.shape) as (keyof ProjectDocument)[]) {
    if (body[key] !== undefined) {
      document[key] = body[key];
      hasDocument = true;
    }
  }
  return { document, hasDocument };
}

/** A stored document, parsed again (rows written by older code get today's defaults). */
export function documentOf(row: ProjectRow): ProjectDocument {
  return ProjectDocument.parse(row.document);
}

/** The project (product-rules#projects-model) the renderer reads, with the export settings frozen at compose time. */
export function renderProjectOf(row: ProjectRow, settings: { watermark: boolean; resolution: Project['resolution'] }): Project {
  const document = documentOf(row);
  return projectSchema.parse({
    ...document,
    id: row.id,
    projectName: row.projectName,
    projectType: row.projectType,
    ratio: row.ratio,
    userId: row.ownerId,
    templateId: row.templateId ?? undefined,
    templateName: row.templateName ?? undefined,
    watermark: settings.watermark,
    resolution: settings.resolution,
    state: row.state,
  });
}

/** A page element that carries nothing of the user's (the empty dubbing and subtitle a new page starts with). */
function isEmptyElement(element: ProjectDocument['ppts'][number]['elements'][number]): boolean {
  if (element.type === 'dubbing') return element.text.trim() === '' && !element.customAudioUrl;
  if (element.type === 'subtitle') return element.subtitles.length === 0 && !element.srt_address;
  return false;
}

/**
 * Whether a document holds anything the user made. The page editor saves a blank first page
 * as soon as it opens a new project; that save alone does not make the draft worth keeping.
 */
export function hasContent(document: ProjectDocument): boolean {
  if (document.ppts.length > 1 || document.bgmGlobal || document.openingClipUrl || document.closingClipUrl || document.pptUrl) return true;
  if (document.tracks.some((track) => track.infos.length > 0)) return true;
  return document.ppts.some((page) => page.elements.some((element) => !isEmptyElement(element)));
}
