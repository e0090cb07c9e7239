import crypto from 'node:crypto';
import type { CreateProjectBody, Page, ProjectDocument, ProjectListQuery, UpdateProjectBody, VideoProject } from '@orator/shared';
import type { z } from 'zod';
import type { AppDb } from '../../../kernel/db/client.ts';
import { notFound } from '../../../kernel/http/app-error.ts';
import { deleteUntouchedDrafts } from './drafts-repo.ts';
import { documentFrom, documentOf, hasContent, splitUpdate, type ProjectRow } from './project-document.ts';
import { projectOf } from './project-view.ts';
import { findOwnedProject, insertProject, listOwnedProjects, updateOwnedProject, type Owner } from './projects-repo.ts';

export type { Owner } from './projects-repo.ts';

/** "Recently used" = opened within this window. */
export const RECENT_WINDOW_MS = 30 * 24 * 3600_000;

/** A blank draft nobody edited is deleted after this long (its editor tab is surely gone). */
export const UNTOUCHED_DRAFT_TTL_MS = 24 * 3600_000;

/** Whether an update is the user's own edit (not the blank first page the page editor saves on opening). */
function touches(current: ProjectRow, body: z.output<typeof UpdateProjectBody>, nextDocument: ProjectDocument | null): boolean {
  const changed = <K extends keyof ProjectRow>(key: K, value: ProjectRow[K] | undefined) => value !== undefined && value !== current[key];
  if (nextDocument && hasContent(nextDocument)) return true;
  return (
    changed('projectName', body.projectName) ||
    changed('ratio', body.ratio) ||
    changed('watermark', body.watermark) ||
    changed('resolution', body.resolution) ||
    changed('templateId', body.templateId)
  );
}

/** Video project CRUD (the card actions: edit, rename, copy, collect, delete; product-rules#projects-actions). */
export class ProjectService {
  constructor(private readonly db: AppDb) {}

  /**
   * A blank project ("Create video") stays untouched, unlisted, until the user edits it; one
   * made from a template or with content counts as touched at once. Creating sweeps the
   * owner's stale blank drafts, so abandoned clicks do not pile up.
   */
  /** A project as the client sees it (the wizards answer with the project they made). */
  view(row: ProjectRow): VideoProject {
    return projectOf(row);
  }

  async create(owner: Owner, body: z.output<typeof CreateProjectBody>, now: Date = new Date()): Promise<ProjectRow> {
    await deleteUntouchedDrafts(this.db, owner, new Date(now.getTime() - UNTOUCHED_DRAFT_TTL_MS));
    const document = documentFrom(body);
    return insertProject(this.db, {
      id: crypto.randomUUID(),
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      projectName: body.projectName,
      projectType: body.projectType,
      ratio: body.ratio,
      document,
      templateId: body.templateId ?? null,
      templateName: body.templateName ?? null,
      watermark: body.watermark,
      resolution: body.resolution,
      createdAt: now,
      updatedAt: now,
      touchedAt: body.templateId || hasContent(document) ? now : null,
    });
  }

  /** The project, or 404 for a missing, deleted or foreign one (no hint which). */
  async get(owner: Owner, id: string): Promise<ProjectRow> {
    return found(await findOwnedProject(this.db, owner, id));
  }

  /** Opening a project in the editor makes it "recently used". */
  async open(owner: Owner, id: string, now: Date = new Date()): Promise<ProjectRow> {
    return found(await updateOwnedProject(this.db, owner, id, { lastOpenedAt: now }));
  }

  async update(owner: Owner, id: string, body: z.output<typeof UpdateProjectBody>): Promise<ProjectRow> {
    const current = await this.get(owner, id);
    const { document, hasDocument } = splitUpdate(body);
    const nextDocument = hasDocument ? documentFrom(document, documentOf(current)) : null;
    const now = new Date();
    const row = await updateOwnedProject(this.db, owner, id, {
      ...(nextDocument ? { document: nextDocument } : {}),
      ...(current.touchedAt === null && touches(current, body, nextDocument) ? { touchedAt: now } : {}),
      ...(body.projectName !== undefined ? { projectName: body.projectName } : {}),
      ...(body.ratio !== undefined ? { ratio: body.ratio } : {}),
      ...(body.templateId !== undefined ? { templateId: body.templateId } : {}),
      ...(body.templateName !== undefined ? { templateName: body.templateName } : {}),
      ...(body.watermark !== undefined ? { watermark: body.watermark } : {}),
      ...(body.resolution !== undefined ? { resolution: body.resolution } : {}),
      updatedAt: now,
    });
    return found(row);
  }

  async rename(owner: Owner, id: string, projectName: string): Promise<ProjectRow> {
    return this.update(owner, id, { projectName });
  }

  async setCollected(owner: Owner, id: string, collected: boolean): Promise<ProjectRow> {
    return found(await updateOwnedProject(this.db, owner, id, { collected, updatedAt: new Date() }));
  }

  /** A new draft with the same content; outputs and render history stay with the original. */
  async copy(owner: Owner, id: string): Promise<ProjectRow> {
    const source = await this.get(owner, id);
    return this.derive(owner, source, { projectName: `${source.projectName} (copy)`, document: source.document });
  }

  /** A new draft made from `source` (a copy, a translation) with its own name and document. */
  async derive(owner: Owner, source: ProjectRow, content: { projectName: string; document: ProjectRow['document'] }): Promise<ProjectRow> {
    return insertProject(this.db, {
      id: crypto.randomUUID(),
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      projectName: content.projectName,
      projectType: source.projectType,
      ratio: source.ratio,
      document: content.document,
      templateId: source.templateId,
      templateName: source.templateName,
      watermark: source.watermark,
      resolution: source.resolution,
      // A copy of something the user made is theirs at once; a copy of a blank draft is blank.
      touchedAt: source.touchedAt ? new Date() : null,
    });
  }

  /** Soft delete: the row stays (state deleted) so a running render can finish harmlessly. */
  async softDelete(owner: Owner, id: string, now: Date = new Date()): Promise<ProjectRow> {
    return found(await updateOwnedProject(this.db, owner, id, { state: 'deleted', deletedAt: now, updatedAt: now }));
  }

  async list(owner: Owner, query: z.output<typeof ProjectListQuery>, now: Date = new Date()): Promise<Page<ProjectRow>> {
    const { rows, total } = await listOwnedProjects(this.db, owner, {
      ...query,
      openedSince: new Date(now.getTime() - RECENT_WINDOW_MS),
    });
    return { items: rows, total, page: query.page, size: query.size };
  }
}

function found(row: ProjectRow | null): ProjectRow {
  if (!row) throw notFound();
  return row;
}
