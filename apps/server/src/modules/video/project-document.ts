import type { z } from 'zod';
import { ProjectDocument, type UpdateProjectBody } from '@orator/shared';
import { projectSchema, type Project } from '@orator/shared/project/index';
import type { videoProjects } from '../../db/schema/index.ts';

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

/** The spec §3 project the renderer reads, with the export settings frozen at compose time. */
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
