import crypto from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { maskPhone } from '@orator/shared/format';
import type { ErrorKey } from '@orator/shared';
import type { AppDb } from '../../db/client.ts';
import { tenantMembers, tenants, users } from '../../db/schema/index.ts';
import { conflict } from '../../http/app-error.ts';
import type { UserRow } from './sessions.ts';

export interface NewAccount {
  email?: string;
  phone?: string;
  passwordHash?: string;
  isAdmin?: boolean;
}

/** Emails are compared case-insensitively; they are stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The personal workspace is named after the email's local part or the masked phone. */
export function personalTenantName(account: { email?: string | null; phone?: string | null }): string {
  if (account.email) return account.email.split('@')[0] ?? account.email;
  return maskPhone(account.phone ?? '');
}

/** Serialises sign-ups (briefly) so exactly one account can be the first, across processes. */
const FIRST_ACCOUNT_LOCK = 7_240_001;

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Live (not deleted) accounts: lookups, creation with a personal workspace, updates. */
export class UserDirectory {
  constructor(
    private readonly db: AppDb,
    /** Told after every change to an account row (SessionStore.forgetUser: cached sessions show it at once). */
    private readonly changed: (userId: string) => void = () => undefined,
  ) {}

  async byId(id: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    return row ?? null;
  }

  async byEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deletedAt)));
    return row ?? null;
  }

  async byPhone(phone: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
    return row ?? null;
  }

  /**
   * Creates the account, its personal workspace (owned by it) and selects that workspace.
   * The first account ever created runs the install: it becomes an admin.
   */
  async create(account: NewAccount): Promise<UserRow> {
    const email = account.email ? normalizeEmail(account.email) : null;
    const duplicateKey: ErrorKey = email ? 'emailAlreadyRegistered' : 'phoneAlreadyRegistered';
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
        const [existing] = await tx.select({ n: count() }).from(users);
        const userId = crypto.randomUUID();
        const tenantId = crypto.randomUUID();
        await tx
          .insert(tenants)
          .values({ id: tenantId, name: personalTenantName({ email, phone: account.phone }), kind: 'personal', ownerId: userId });
        await tx.insert(tenantMembers).values({ tenantId, userId, role: 'owner' });
        const [row] = await tx
          .insert(users)
          .values({
            id: userId,
            email,
            phone: account.phone ?? null,
            passwordHash: account.passwordHash ?? null,
            isAdmin: account.isAdmin === true || existing?.n === 0,
            currentTenantId: tenantId,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(duplicateKey);
      throw error;
    }
  }

  async update(userId: string, changes: Partial<Pick<UserRow, 'passwordHash' | 'phone' | 'isAdmin' | 'currentTenantId'>>): Promise<void> {
    try {
      await this.db.update(users).set(changes).where(eq(users.id, userId));
      this.changed(userId);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('phoneAlreadyRegistered');
      throw error;
    }
  }

  /** Soft delete: the row stays for the records, its email and phone become free again. */
  async markDeleted(userId: string, at: Date): Promise<void> {
    await this.db.update(users).set({ deletedAt: at }).where(eq(users.id, userId));
    this.changed(userId);
  }
}
