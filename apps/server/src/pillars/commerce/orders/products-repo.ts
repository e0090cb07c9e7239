import { AddOn, DEFAULT_ADDONS, DEFAULT_PLANS, Plan } from '@orator/shared/commerce';
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { commerceProducts } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

/** SQL for the plans and add-on packs (issue 14 §1: plans as data). */
export class ProductsRepo {
  constructor(private readonly db: AppDb) {}

  /** Writes the default rows that are missing; rows operators edited are kept. */
  async seedDefaults(): Promise<void> {
    const rows = [
      ...DEFAULT_PLANS.map((plan) => ({ kind: 'plan', code: plan.code, record: plan })),
      ...DEFAULT_ADDONS.map((addOn) => ({ kind: 'addOn', code: addOn.code, record: addOn })),
    ];
    await this.db.insert(commerceProducts).values(rows).onConflictDoNothing();
  }

  async plans(): Promise<Plan[]> {
    const rows = await this.db.select().from(commerceProducts).where(eq(commerceProducts.kind, 'plan')).orderBy(asc(commerceProducts.code));
    return rows.map((row) => Plan.parse(row.record)).sort((a, b) => a.sort - b.sort);
  }

  async addOns(): Promise<AddOn[]> {
    const rows = await this.db.select().from(commerceProducts).where(eq(commerceProducts.kind, 'addOn'));
    return rows.map((row) => AddOn.parse(row.record)).sort((a, b) => a.sort - b.sort);
  }

  /** An operator's edit of a plan (prices, funcList). */
  async savePlan(plan: Plan, db: Queryable = this.db): Promise<void> {
    await db
      .insert(commerceProducts)
      .values({ kind: 'plan', code: plan.code, record: plan })
      .onConflictDoUpdate({ target: [commerceProducts.kind, commerceProducts.code], set: { record: plan, updatedAt: new Date() } });
  }
}
