import { eq } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { roles, roleShareTokens } from '../../../kernel/db/schema/index.ts';
import type { RoleRow } from './role-repo.ts';

/** SQL for role share links. */
export class RoleShareRepo {
  constructor(private readonly db: AppDb) {}

  async insert(values: typeof roleShareTokens.$inferInsert): Promise<void> {
    await this.db.insert(roleShareTokens).values(values);
  }

  /** The role a token opens and when the link ends (expired ones too: the caller says why it refuses). */
  async find(tokenHash: string): Promise<{ role: RoleRow; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .select({ role: roles, expiresAt: roleShareTokens.expiresAt })
      .from(roleShareTokens)
      .innerJoin(roles, eq(roles.id, roleShareTokens.roleId))
      .where(eq(roleShareTokens.tokenHash, tokenHash));
    return row;
  }
}
