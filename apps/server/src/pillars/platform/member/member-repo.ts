import { and, count, eq, isNull } from 'drizzle-orm';
import { liveRooms, userAvatars, videoProjects } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

export interface Owner {
  ownerId: string;
  tenantId: string;
}

/** What the member centre counts in the workspace: projects, finished videos, live rooms, own digital humans. */
export async function countsOf(db: Queryable, owner: Owner) {
  const ownProjects = and(
    eq(videoProjects.ownerId, owner.ownerId),
    eq(videoProjects.tenantId, owner.tenantId),
    isNull(videoProjects.deletedAt),
  );
  const [projects] = await db.select({ n: count() }).from(videoProjects).where(ownProjects);
  const [finished] = await db
    .select({ n: count() })
    .from(videoProjects)
    .where(and(ownProjects, eq(videoProjects.state, 'succeeded')));
  const [rooms] = await db
    .select({ n: count() })
    .from(liveRooms)
    .where(and(eq(liveRooms.ownerId, owner.ownerId), eq(liveRooms.tenantId, owner.tenantId)));
  const [humans] = await db
    .select({ n: count() })
    .from(userAvatars)
    .where(and(eq(userAvatars.ownerId, owner.ownerId), eq(userAvatars.tenantId, owner.tenantId)));
  return { projects: projects?.n ?? 0, finishedVideos: finished?.n ?? 0, liveRooms: rooms?.n ?? 0, digitalHumans: humans?.n ?? 0 };
}
