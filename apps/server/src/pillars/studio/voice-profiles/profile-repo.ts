import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { voiceProfileSamples, voiceProfiles } from '../../../kernel/db/schema/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';

export type ProfileRow = typeof voiceProfiles.$inferSelect;
export type SampleRow = typeof voiceProfileSamples.$inferSelect;
export type ProfileWithSamples = ProfileRow & { samples: SampleRow[] };

const ownedBy = (owner: Owner) => [eq(voiceProfiles.ownerId, owner.ownerId), eq(voiceProfiles.tenantId, owner.tenantId)];
/** Samples may change only before a build starts (or after one failed). */
const EDITABLE = ['collecting', 'failed'];

export type SampleOutcome = { ok: true; replaced: SampleRow | null } | { ok: false; reason: 'missing' | 'built' | 'total' };

/** SQL of voice profiles and their samples; every read and write is scoped to owner and workspace. */
export class VoiceProfileRepo {
  constructor(private readonly db: AppDb) {}

  async page(owner: Owner, page: number, size: number, status?: string): Promise<{ rows: ProfileWithSamples[]; total: number }> {
    const where = and(...ownedBy(owner), status ? eq(voiceProfiles.status, status) : undefined);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(voiceProfiles)
        .where(where)
        .orderBy(desc(voiceProfiles.createdAt), desc(voiceProfiles.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(voiceProfiles).where(where),
    ]);
    return { rows: await this.withSamples(rows), total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, id: string): Promise<ProfileWithSamples | undefined> {
    const [row] = await this.db
      .select()
      .from(voiceProfiles)
      .where(and(eq(voiceProfiles.id, id), ...ownedBy(owner)));
    return row ? (await this.withSamples([row]))[0] : undefined;
  }

  /** For the build job, which runs with the owner of the job. */
  async findReady(owner: Owner, ids: readonly string[]): Promise<ProfileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(voiceProfiles)
      .where(and(inArray(voiceProfiles.id, [...ids]), eq(voiceProfiles.status, 'ready'), ...ownedBy(owner)));
  }

  async readyIds(owner: Owner): Promise<string[]> {
    const rows = await this.db
      .select({ id: voiceProfiles.id })
      .from(voiceProfiles)
      .where(and(eq(voiceProfiles.status, 'ready'), ...ownedBy(owner)));
    return rows.map((row) => row.id);
  }

  /** The remote (cloned) voices of every profile `userId` owns, in any workspace. */
  async remoteVoicesOf(userId: string): Promise<{ remoteVoiceId: string; tenantId: string }[]> {
    const rows = await this.db
      .select({ remoteVoiceId: voiceProfiles.remoteVoiceId, tenantId: voiceProfiles.tenantId })
      .from(voiceProfiles)
      .where(and(eq(voiceProfiles.ownerId, userId), sql`${voiceProfiles.remoteVoiceId} is not null`));
    return rows.flatMap((r) => (r.remoteVoiceId ? [{ remoteVoiceId: r.remoteVoiceId, tenantId: r.tenantId }] : []));
  }

  async insert(values: typeof voiceProfiles.$inferInsert): Promise<ProfileRow> {
    const [row] = await this.db.insert(voiceProfiles).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async rename(owner: Owner, id: string, name: string): Promise<boolean> {
    const rows = await this.db
      .update(voiceProfiles)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(voiceProfiles.id, id), ...ownedBy(owner)))
      .returning({ id: voiceProfiles.id });
    return rows.length > 0;
  }

  async delete(owner: Owner, id: string): Promise<ProfileWithSamples | undefined> {
    const found = await this.find(owner, id);
    if (!found) return undefined;
    await this.db.delete(voiceProfiles).where(and(eq(voiceProfiles.id, id), ...ownedBy(owner))); // samples cascade
    return found;
  }

  /**
   * Sets the sample of one sentence, in one transaction with the profile row locked: the status
   * check and the 20-minute total hold however many uploads race (PGlite and PostgreSQL alike).
   */
  async putSample(owner: Owner, sample: typeof voiceProfileSamples.$inferInsert, totalLimitMs: number): Promise<SampleOutcome> {
    return this.db.transaction(async (tx) => {
      const [profile] = await tx
        .select()
        .from(voiceProfiles)
        .where(and(eq(voiceProfiles.id, sample.profileId), ...ownedBy(owner)))
        .for('update');
      if (!profile) return { ok: false, reason: 'missing' } as const;
      if (!EDITABLE.includes(profile.status)) return { ok: false, reason: 'built' } as const;
      const [previous] = await tx
        .select()
        .from(voiceProfileSamples)
        .where(and(eq(voiceProfileSamples.profileId, sample.profileId), eq(voiceProfileSamples.sentenceIndex, sample.sentenceIndex)));
      const [sum] = await tx
        .select({ ms: sql<number>`coalesce(sum(${voiceProfileSamples.durationMs}), 0)::int` })
        .from(voiceProfileSamples)
        .where(eq(voiceProfileSamples.profileId, sample.profileId));
      if ((sum?.ms ?? 0) - (previous?.durationMs ?? 0) + sample.durationMs > totalLimitMs) return { ok: false, reason: 'total' } as const;
      if (previous)
        await tx
          .delete(voiceProfileSamples)
          .where(and(eq(voiceProfileSamples.profileId, sample.profileId), eq(voiceProfileSamples.sentenceIndex, sample.sentenceIndex)));
      await tx.insert(voiceProfileSamples).values(sample);
      return { ok: true, replaced: previous ?? null } as const;
    });
  }

  async deleteSample(owner: Owner, id: string, index: number): Promise<SampleOutcome> {
    return this.db.transaction(async (tx) => {
      const [profile] = await tx
        .select()
        .from(voiceProfiles)
        .where(and(eq(voiceProfiles.id, id), ...ownedBy(owner)))
        .for('update');
      if (!profile) return { ok: false, reason: 'missing' } as const;
      if (!EDITABLE.includes(profile.status)) return { ok: false, reason: 'built' } as const;
      const [removed] = await tx
        .delete(voiceProfileSamples)
        .where(and(eq(voiceProfileSamples.profileId, id), eq(voiceProfileSamples.sentenceIndex, index)))
        .returning();
      return { ok: true, replaced: removed ?? null } as const;
    });
  }

  /** collecting/failed -> building, only when every sentence of the edition has its sample. One statement. */
  async startBuild(owner: Owner, id: string): Promise<ProfileRow | undefined> {
    const [row] = await this.db
      .update(voiceProfiles)
      .set({ status: 'building', progress: 0, failureReason: null, updatedAt: new Date() })
      .where(
        and(
          eq(voiceProfiles.id, id),
          ...ownedBy(owner),
          inArray(voiceProfiles.status, EDITABLE),
          sql`(select count(*) from voice_profile_samples s where s.profile_id = ${id} and s.sentence_index < ${voiceProfiles.edition}) = ${voiceProfiles.edition}`,
        ),
      )
      .returning();
    return row;
  }

  async update(owner: Owner, id: string, changes: Partial<typeof voiceProfiles.$inferInsert>): Promise<void> {
    await this.db
      .update(voiceProfiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(voiceProfiles.id, id), ...ownedBy(owner)));
  }

  async samplesOf(profileId: string, below: number): Promise<SampleRow[]> {
    return this.db
      .select()
      .from(voiceProfileSamples)
      .where(and(eq(voiceProfileSamples.profileId, profileId), lt(voiceProfileSamples.sentenceIndex, below)))
      .orderBy(asc(voiceProfileSamples.sentenceIndex));
  }

  private async withSamples(rows: ProfileRow[]): Promise<ProfileWithSamples[]> {
    if (rows.length === 0) return [];
    const samples = await this.db
      .select()
      .from(voiceProfileSamples)
      .where(
        inArray(
          voiceProfileSamples.profileId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(voiceProfileSamples.sentenceIndex));
    return rows.map((row) => ({ ...row, samples: samples.filter((s) => s.profileId === row.id) }));
  }
}
