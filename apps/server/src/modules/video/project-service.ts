import crypto from 'node:crypto';
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { CreateProjectBody, Page, ProjectListQuery, UpdateProjectBody } from '@orator/shared';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { videoProjects } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { documentFrom, documentOf, splitUpdate, type ProjectRow } from './project-document.ts';

/** Every project query names both: a project belongs to one user in one tenant. */
export interface Owner {
  ownerId: string;
  tenantId: string;
}

/** "Recently used" = opened within this window. */
export const RECENT_WINDOW_MS = 30 * 24 * 3600_000;

function ownedBy(owner: Owner, id: string): SQL {
  return and(
    eq(videoProjects.id, id),
    eq(videoProjects.ownerId, owner.ownerId),
    eq(videoProjects.tenantId, owner.tenantId),
    isNull(videoProjects.deletedAt),
  ) as SQL;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Video project CRUD (spec §4 actions: edit, rename, copy, collect, delete). */
export class ProjectService {
  constructor(private readonly db: AppDb) {}

  async create(owner: Owner, body: z.output<typeof CreateProjectBody>): Promise<ProjectRow> {
    const [row] = await this.db
      .insert(videoProjects)
      .values({
        id: crypto.randomUUID(),
        ownerId: owner.ownerId,
        tenantId: owner.tenantId,
        projectName: body.projectName,
        projectType: body.projectType,
        ratio: body.ratio,
        document: documentFrom(body),
        templateId: body.templateId ?? null,
        templateName: body.templateName ?? null,
        watermark: body.watermark,
        resolution: body.resolution,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** The project, or 404 for a missing, deleted or foreign one (no hint which). */
  async get(owner: Owner, id: string): Promise<ProjectRow> {
    const [row] = await this.db.select().from(videoProjects).where(ownedBy(owner, id));
    if (!row) throw notFound();
    return row;
  }

  /** Opening a project in the editor makes it "recently used". */
  async open(owner: Owner, id: string, now: Date = new Date()): Promise<ProjectRow> {
    const [row] = await this.db.update(videoProjects).set({ lastOpenedAt: now }).where(ownedBy(owner, id)).returning();
    if (!row) throw notFound();
    return row;
  }

  async update(owner: Owner, id: string, body: z.output<typeof UpdateProjectBody>): Promise<ProjectRow> {
    const current = await this.get(owner, id);
    const { document, hasDocument } = splitUpdate(body);
    const [row] = await this.db
      .update(videoProjects)
      .set({
        ...(hasDocument ? { document: documentFrom(document, documentOf(current)) } : {}),
        ...(body.projectName !== undefined ? { projectName: body.projectName } : {}),
        ...(body.ratio !== undefined ? { ratio: body.ratio } : {}),
        ...(body.templateId !== undefined ? { templateId: body.templateId } : {}),
        ...(body.templateName !== undefined ? { templateName: body.templateName } : {}),
        ...(body.watermark !== undefined ? { watermark: body.watermark } : {}),
        ...(body.resolution !== undefined ? { resolution: body.resolution } : {}),
        updatedAt: new Date(),
      })
      .where(ownedBy(owner, id))
      .returning();
    if (!row) throw notFound();
    return row;
  }

  async rename(owner: Owner, id: string, projectName: string): Promise<ProjectRow> {
    return this.update(owner, id, { projectName });
  }

  async setCollected(owner: Owner, id: string, collected: boolean): Promise<ProjectRow> {
    const [row] = await this.db.update(videoProjects).set({ collected, updatedAt: new Date() }).where(ownedBy(owner, id)).returning();
    if (!row) throw notFound();
    return row;
  }

  /** A new draft with the same content; outputs and render history stay with the original. */
  async copy(owner: Owner, id: string): Promise<ProjectRow> {
    const source = await this.get(owner, id);
    const [row] = await this.db
      .insert(videoProjects)
      .values({
        id: crypto.randomUUID(),
        ownerId: owner.ownerId,
        tenantId: owner.tenantId,
        projectName: `${source.projectName} (copy)`,
        projectType: source.projectType,
        ratio: source.ratio,
        document: source.document,
        templateId: source.templateId,
        templateName: source.templateName,
        watermark: source.watermark,
        resolution: source.resolution,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Soft delete: the row stays (state deleted) so a running render can finish harmlessly. */
  async softDelete(owner: Owner, id: string, now: Date = new Date()): Promise<ProjectRow> {
    const [row] = await this.db
      .update(videoProjects)
      .set({ state: 'deleted', deletedAt: now, updatedAt: now })
      .where(ownedBy(owner, id))
      .returning();
    if (!row) throw notFound();
    return row;
  }

  async list(owner: Owner, query: z.output<typeof ProjectListQuery>, now: Date = new Date()): Promise<Page<ProjectRow>> {
    const conditions: SQL[] = [
      eq(videoProjects.ownerId, owner.ownerId),
      eq(videoProjects.tenantId, owner.tenantId),
      isNull(videoProjects.deletedAt),
      ne(videoProjects.state, 'deleted'),
    ];
    if (query.keyword) conditions.push(ilike(videoProjects.projectName, `%${escapeLike(query.keyword)}%`));
    if (query.projectType) conditions.push(eq(videoProjects.projectType, query.projectType));
    if (query.filter === 'drafts') conditions.push(isNull(videoProjects.videoKey));
    if (query.filter === 'finished') conditions.push(isNotNull(videoProjects.videoKey));
    if (query.filter === 'collected') conditions.push(eq(videoProjects.collected, true));
    if (query.filter === 'recent') conditions.push(gte(videoProjects.lastOpenedAt, new Date(now.getTime() - RECENT_WINDOW_MS)));
    const where = and(...conditions);
    const order =
      query.filter === 'recent'
        ? [desc(videoProjects.lastOpenedAt), desc(videoProjects.id)]
        : [desc(videoProjects.updatedAt), desc(videoProjects.id)];
    const rows = await this.db
      .select()
      .from(videoProjects)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await this.db.select({ n: count() }).from(videoProjects).where(where);
    return { items: rows, total: total?.n ?? 0, page: query.page, size: query.size };
  }
}
