import { and, eq, isNull } from 'drizzle-orm';
import type { CoverDocument } from '@orator/shared';
import { videoProjects } from '../../../kernel/db/schema/index.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import type { ProjectRow } from '../video/index.ts';

/** Cover columns of video_projects (product-rules#projects-cover). Every query names owner AND tenant. */
export interface Owner {
  ownerId: string;
  tenantId: string;
}

function ownedBy(owner: Owner, id: string) {
  return and(
    eq(videoProjects.id, id),
    eq(videoProjects.ownerId, owner.ownerId),
    eq(videoProjects.tenantId, owner.tenantId),
    isNull(videoProjects.deletedAt),
  );
}

export async function findCoverProject(db: Queryable, owner: Owner, id: string, opts: { lock?: boolean } = {}): Promise<ProjectRow | null> {
  const query = db.select().from(videoProjects).where(ownedBy(owner, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface CoverPatch {
  coverKey: string | null;
  originalCoverKey: string | null;
  coverDocument: CoverDocument | null;
}

export async function setCover(db: Queryable, owner: Owner, id: string, patch: CoverPatch): Promise<ProjectRow | null> {
  const [row] = await db.update(videoProjects).set(patch).where(ownedBy(owner, id)).returning();
  return row ?? null;
}

/** Runs `work` in a transaction (the service locks the project row inside it). */
export function inTransaction<T>(db: AppDb, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
