import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { clones } from '../../../kernel/db/schema/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';

export type CloneRow = typeof clones.$inferSelect;
export type NewClone = typeof clones.$inferInsert;
export type CloneChanges = Partial<Omit<CloneRow, 'id' | 'ownerId' | 'tenantId' | 'createdAt' | 'updatedAt'>>;

const ownedBy = (owner: Owner) => [eq(clones.ownerId, owner.ownerId), eq(clones.tenantId, owner.tenantId)];

/** States that use up one of the plan's clones (a draft does not). */
const COUNTED_STATES = ['training', 'done', 'failed'];

/** SQL for clones; every read and write is scoped to owner and workspace. */
export class ClonesRepo {
  constructor(private readonly db: AppDb) {}

  async insert(values: NewClone): Promise<CloneRow> {
    const [row] = await this.db.insert(clones).values(values).returning();
    if (!row) throw new Error('clone not inserted');
    return row;
  }

  async find(owner: Owner, id: string): Promise<CloneRow | undefined> {
    const [row] = await this.db
      .select()
      .from(clones)
      .where(and(eq(clones.id, id), ...ownedBy(owner)));
    return row;
  }

  /** One page of the owner's clones, newest first, and how many there are. */
  async page(owner: Owner, page: number, size: number): Promise<{ rows: CloneRow[]; total: number }> {
    const where = and(...ownedBy(owner));
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(clones)
        .where(where)
        .orderBy(desc(clones.createdAt), desc(clones.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(clones).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  async update(owner: Owner, id: string, changes: CloneChanges): Promise<CloneRow | undefined> {
    const [row] = await this.db
      .update(clones)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(clones.id, id), ...ownedBy(owner)))
      .returning();
    return row;
  }

  /** Changes the clone only while it is still in `state` (a concurrent start or continue wins otherwise). */
  async updateInState(owner: Owner, id: string, state: string, changes: CloneChanges): Promise<CloneRow | undefined> {
    const [row] = await this.db
      .update(clones)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(clones.id, id), eq(clones.state, state), ...ownedBy(owner)))
      .returning();
    return row;
  }

  /**
   * Moves a draft to training unless the user already has `limit` counted clones. The count and
   * the change happen under a per-user advisory lock, so two concurrent starts cannot both pass.
   * Returns the row, 'limit' when the plan is used up, or undefined when the draft is gone.
   */
  async startTraining(owner: Owner, id: string, limit: number, changes: CloneChanges): Promise<CloneRow | 'limit' | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`clones:${owner.ownerId}`}, 0))`);
      const [counted] = await tx
        .select({ n: count() })
        .from(clones)
        .where(and(eq(clones.ownerId, owner.ownerId), inArray(clones.state, COUNTED_STATES)));
      if ((counted?.n ?? 0) >= limit) return 'limit';
      const [row] = await tx
        .update(clones)
        .set({ ...changes, state: 'training', updatedAt: new Date() })
        .where(and(eq(clones.id, id), eq(clones.state, 'draft'), ...ownedBy(owner)))
        .returning();
      return row;
    });
  }

  /**
   * Deletes a clone unless it is training (its job still writes to it); one statement, so the
   * plan's count drops exactly when the row goes. Returns the deleted row, or undefined.
   */
  async deleteUnlessTraining(owner: Owner, id: string): Promise<CloneRow | undefined> {
    const [row] = await this.db
      .delete(clones)
      .where(and(eq(clones.id, id), ne(clones.state, 'training'), ...ownedBy(owner)))
      .returning();
    return row;
  }

  /** Deletes the clone that made `avatarId` (its avatar was deleted): its plan count is released. */
  async deleteByAvatar(owner: Owner, avatarId: string): Promise<void> {
    await this.db.delete(clones).where(and(eq(clones.avatarId, avatarId), ...ownedBy(owner)));
  }
}
