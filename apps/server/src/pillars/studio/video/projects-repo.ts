import { and, count, desc, eq, gte, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { VideoState } from '@orator/shared/project';
import { videoProjects } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import { isListedDraft } from './drafts-repo.ts';
import type { ProjectRow } from './project-document.ts';

/** Queries over video_projects. A user's queries name owner AND tenant; a job's name its attempt. */
export type NewProjectRow = typeof videoProjects.$inferInsert;
export type ProjectPatch = Partial<Omit<NewProjectRow, 'id' | 'ownerId' | 'tenantId'>>;

/** Every project query a user makes names both: a project belongs to one user in one tenant. */
export interface Owner {
  ownerId: string;
  tenantId: string;
}

/** The one owner- and tenant-scoped match: the project, unless missing, deleted or foreign. */
function ownedBy(owner: Owner, id: string): SQL {
  return and(
    eq(videoProjects.id, id),
    eq(videoProjects.ownerId, owner.ownerId),
    eq(videoProjects.tenantId, owner.tenantId),
    isNull(videoProjects.deletedAt),
  ) as SQL;
}

/** Matches the project only while `attemptId` is its current render attempt. */
function currentAttempt(projectId: string, attemptId: string): SQL {
  return and(eq(videoProjects.id, projectId), eq(videoProjects.renderAttemptId, attemptId)) as SQL;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function insertProject(db: Queryable, values: NewProjectRow): Promise<ProjectRow> {
  const [row] = await db.insert(videoProjects).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The owner's live project; `lock` takes its row lock (inside a transaction) until commit. */
export async function findOwnedProject(db: Queryable, owner: Owner, id: string, opts: { lock?: boolean } = {}): Promise<ProjectRow | null> {
  const query = db.select().from(videoProjects).where(ownedBy(owner, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Updates the owner's live project; null when there is none. */
export async function updateOwnedProject(db: Queryable, owner: Owner, id: string, patch: ProjectPatch): Promise<ProjectRow | null> {
  const [row] = await db.update(videoProjects).set(patch).where(ownedBy(owner, id)).returning();
  return row ?? null;
}

export async function updateProject(db: Queryable, id: string, patch: ProjectPatch): Promise<void> {
  await db.update(videoProjects).set(patch).where(eq(videoProjects.id, id));
}

export interface ProjectFilter {
  keyword?: string | undefined;
  projectType?: string | undefined;
  /** all | drafts | finished | collected | recent */
  filter: string;
  /** With filter 'recent': opened at or after this time. */
  openedSince: Date;
  page: number;
  size: number;
}

/** One page of the owner's projects, newest first (most recently opened first for 'recent'). */
export async function listOwnedProjects(db: Queryable, owner: Owner, query: ProjectFilter): Promise<{ rows: ProjectRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(videoProjects.ownerId, owner.ownerId),
    eq(videoProjects.tenantId, owner.tenantId),
    isNull(videoProjects.deletedAt),
    ne(videoProjects.state, 'deleted'),
    isListedDraft(),
  ];
  if (query.keyword) conditions.push(ilike(videoProjects.projectName, `%${escapeLike(query.keyword)}%`));
  if (query.projectType) conditions.push(eq(videoProjects.projectType, query.projectType));
  if (query.filter === 'drafts') conditions.push(isNull(videoProjects.videoKey));
  if (query.filter === 'finished') conditions.push(isNotNull(videoProjects.videoKey));
  if (query.filter === 'collected') conditions.push(eq(videoProjects.collected, true));
  if (query.filter === 'recent') conditions.push(gte(videoProjects.lastOpenedAt, query.openedSince));
  const where = and(...conditions);
  const order =
    query.filter === 'recent'
      ? [desc(videoProjects.lastOpenedAt), desc(videoProjects.id)]
      : [desc(videoProjects.updatedAt), desc(videoProjects.id)];
  const rows = await db
    .select()
    .from(videoProjects)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(videoProjects).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The project while `attemptId` is its current render attempt, else null. */
export async function findProjectAtAttempt(db: Queryable, projectId: string, attemptId: string): Promise<ProjectRow | null> {
  const [row] = await db.select().from(videoProjects).where(currentAttempt(projectId, attemptId));
  return row ?? null;
}

/** Updates the project only while `attemptId` is its current render attempt (a superseded run changes nothing). */
export async function updateAtAttempt(db: Queryable, projectId: string, attemptId: string, patch: ProjectPatch): Promise<void> {
  await db.update(videoProjects).set(patch).where(currentAttempt(projectId, attemptId));
}

export interface RenderSuccess {
  projectId: string;
  attemptId: string;
  /** Subtitle files only when the video has subtitles (empty ones are never stored). */
  keys: { video: string; cover: string; srt: string | null; vtt: string | null };
  durationMs: number;
}

/**
 * Marks the attempt succeeded, only while it is current and not yet charged, so exactly one
 * run of an attempt marks it. True when this call marked it.
 */
export async function markAttemptSucceeded(db: Queryable, input: RenderSuccess): Promise<boolean> {
  const marked = await db
    .update(videoProjects)
    .set({
      state: 'succeeded' satisfies VideoState,
      progress: 100,
      failureReason: null,
      videoKey: input.keys.video,
      coverKey: input.keys.cover,
      // A new render's cover replaces an edited one (the edit was of the old video).
      originalCoverKey: null,
      coverDocument: null,
      srtKey: input.keys.srt,
      vttKey: input.keys.vtt,
      durationMs: input.durationMs,
      deductedAttemptId: input.attemptId,
      updatedAt: new Date(),
    })
    .where(
      and(
        currentAttempt(input.projectId, input.attemptId),
        or(isNull(videoProjects.deductedAttemptId), ne(videoProjects.deductedAttemptId, input.attemptId)),
      ),
    )
    .returning({ id: videoProjects.id });
  return marked.length > 0;
}

/** The video the project shows now (whatever its owner or state). */
export async function currentVideoKey(db: Queryable, projectId: string): Promise<string | null> {
  const [row] = await db.select({ videoKey: videoProjects.videoKey }).from(videoProjects).where(eq(videoProjects.id, projectId));
  return row?.videoKey ?? null;
}
