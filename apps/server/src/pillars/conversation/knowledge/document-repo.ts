import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { knowledgeBases, knowledgeDocuments, users } from '../../../kernel/db/schema/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import { ownedBase, type BaseRow } from './base-repo.ts';

export type DocumentRow = typeof knowledgeDocuments.$inferSelect;
export type NewDocument = Omit<typeof knowledgeDocuments.$inferInsert, 'name' | 'status' | 'progress' | 'attempt'>;
/** A document queued for (re)processing: the job carries the attempt it was started for. */
export interface QueuedDocument {
  id: string;
  attempt: number;
}

export type ReserveOutcome = { ok: true; row: DocumentRow } | { ok: false; problem: 'notFound' | 'limit' | 'nameExists' };
export type ReprocessOutcome = { ok: true; queued: QueuedDocument[] } | { ok: false; problem: 'notFound' | 'busy' };

/** "notes.txt" -> "notes (2).txt", "notes (3).txt", ... */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/**
 * SQL for documents. Every change that depends on the base's documents (the 10-document limit,
 * names, "not while processing") first locks the base row, so concurrent requests on PostgreSQL
 * queue behind each other; PGlite runs one transaction at a time anyway.
 */
export class DocumentRepo {
  constructor(private readonly db: AppDb) {}

  /** Inserts a processing document when the base has room and the name is free (or renamed to be). */
  async reserve(
    owner: Owner,
    values: NewDocument,
    name: string,
    options: { rename: boolean; maxDocuments: number },
  ): Promise<ReserveOutcome> {
    return this.db.transaction(async (tx) => {
      const [base] = await tx
        .select({ id: knowledgeBases.id })
        .from(knowledgeBases)
        .where(and(eq(knowledgeBases.id, values.baseId), ...ownedBase(owner)))
        .for('update');
      if (!base) return { ok: false, problem: 'notFound' } as const;
      const names = new Set(
        (
          await tx.select({ name: knowledgeDocuments.name }).from(knowledgeDocuments).where(eq(knowledgeDocuments.baseId, values.baseId))
        ).map((row) => row.name),
      );
      if (names.size >= options.maxDocuments) return { ok: false, problem: 'limit' } as const;
      let finalName = name;
      if (names.has(name)) {
        if (!options.rename) return { ok: false, problem: 'nameExists' } as const;
        for (let n = 2; names.has(finalName); n++) finalName = numberedName(name, n);
      }
      const [row] = await tx
        .insert(knowledgeDocuments)
        .values({ ...values, name: finalName, status: 'processing', progress: 0, attempt: 1 })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { ok: true, row } as const;
    });
  }

  /**
   * Puts every document of the base back to processing with a new attempt, optionally changing
   * the base's segment settings in the same transaction; refused while any document is processing.
   */
  async reprocessAll(
    owner: Owner,
    baseId: string,
    settings: Partial<Pick<BaseRow, 'segmentMode' | 'segmentDelimiters' | 'segmentMaxLength'>>,
  ): Promise<ReprocessOutcome> {
    return this.db.transaction(async (tx) => {
      const [base] = await tx
        .select({ id: knowledgeBases.id })
        .from(knowledgeBases)
        .where(and(eq(knowledgeBases.id, baseId), ...ownedBase(owner)))
        .for('update');
      if (!base) return { ok: false, problem: 'notFound' } as const;
      const [busy] = await tx
        .select({ id: knowledgeDocuments.id })
        .from(knowledgeDocuments)
        .where(and(eq(knowledgeDocuments.baseId, baseId), eq(knowledgeDocuments.status, 'processing')))
        .limit(1);
      if (busy) return { ok: false, problem: 'busy' } as const;
      await tx
        .update(knowledgeBases)
        .set({ ...settings, needsReprocess: false, updatedAt: new Date() })
        .where(eq(knowledgeBases.id, baseId));
      const queued = await tx
        .update(knowledgeDocuments)
        .set({ status: 'processing', progress: 0, failureReason: null, attempt: sql`${knowledgeDocuments.attempt} + 1` })
        .where(eq(knowledgeDocuments.baseId, baseId))
        .returning({ id: knowledgeDocuments.id, attempt: knowledgeDocuments.attempt });
      return { ok: true, queued } as const;
    });
  }

  list(baseId: string): Promise<DocumentRow[]> {
    return this.db
      .select()
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.baseId, baseId))
      .orderBy(asc(knowledgeDocuments.uploadedAt), asc(knowledgeDocuments.id));
  }

  async findOwned(owner: Owner, id: string): Promise<DocumentRow | undefined> {
    const [row] = await this.db
      .select({ document: knowledgeDocuments })
      .from(knowledgeDocuments)
      .innerJoin(knowledgeBases, eq(knowledgeBases.id, knowledgeDocuments.baseId))
      .where(and(eq(knowledgeDocuments.id, id), ...ownedBase(owner)));
    return row?.document;
  }

  /** The document with its base (job side). */
  async withBase(id: string): Promise<{ document: DocumentRow; base: BaseRow } | undefined> {
    const [row] = await this.db
      .select({ document: knowledgeDocuments, base: knowledgeBases })
      .from(knowledgeDocuments)
      .innerJoin(knowledgeBases, eq(knowledgeBases.id, knowledgeDocuments.baseId))
      .where(eq(knowledgeDocuments.id, id));
    return row;
  }

  /** Writes only while `attempt` is current and the document is still processing. */
  async update(
    id: string,
    attempt: number,
    values: Partial<Pick<DocumentRow, 'status' | 'progress' | 'failureReason' | 'characterCount' | 'questionCount' | 'segmentCount'>>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(knowledgeDocuments)
      .set(values)
      .where(and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.attempt, attempt), eq(knowledgeDocuments.status, 'processing')))
      .returning({ id: knowledgeDocuments.id });
    return rows.length > 0;
  }

  /** Deletes the document (segments cascade) and marks its base for reprocessing; returns its storage key. */
  async delete(owner: Owner, id: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ document: knowledgeDocuments })
        .from(knowledgeDocuments)
        .innerJoin(knowledgeBases, eq(knowledgeBases.id, knowledgeDocuments.baseId))
        .where(and(eq(knowledgeDocuments.id, id), ...ownedBase(owner)))
        .for('update', { of: knowledgeBases });
      if (!row) return null;
      await tx.delete(knowledgeDocuments).where(eq(knowledgeDocuments.id, id));
      await tx
        .update(knowledgeBases)
        .set({ needsReprocess: true, updatedAt: new Date() })
        .where(eq(knowledgeBases.id, row.document.baseId));
      return row.document.storageKey;
    });
  }

  /** Drops a reserved document whose file could not be stored. */
  async remove(id: string): Promise<void> {
    await this.db.delete(knowledgeDocuments).where(eq(knowledgeDocuments.id, id));
  }

  /** The owner's account row (the storage quota is theirs). */
  async ownerUser(ownerId: string): Promise<typeof users.$inferSelect | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, ownerId));
    return row;
  }
}
