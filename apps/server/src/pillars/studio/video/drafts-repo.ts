import { and, eq, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { videoProjects } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

/**
 * Blank drafts: "Create video" makes a project before the editor opens (the editors work on a
 * project id), so a click that leads nowhere leaves one behind. A draft counts once touched
 * (content, a name, a render); until then it is not listed and is swept after a while.
 */

/** Listed projects: touched ones, and any that was ever sent to render. */
export function isListedDraft(): SQL {
  return or(isNotNull(videoProjects.touchedAt), isNotNull(videoProjects.renderAttemptId)) as SQL;
}

/** Deletes the owner's untouched drafts created before `cutoff`; answers how many went. */
export async function deleteUntouchedDrafts(db: Queryable, owner: { ownerId: string; tenantId: string }, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(videoProjects)
    .where(
      and(
        eq(videoProjects.ownerId, owner.ownerId),
        eq(videoProjects.tenantId, owner.tenantId),
        isNull(videoProjects.touchedAt),
        isNull(videoProjects.renderAttemptId),
        lt(videoProjects.createdAt, cutoff),
      ),
    )
    .returning({ id: videoProjects.id });
  return gone.length;
}
