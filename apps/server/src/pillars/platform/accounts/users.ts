import crypto from 'node:crypto';
import { NEW_USER_GIFT_MS } from '@orator/shared/constants';
import { maskPhone } from '@orator/shared/format';
import type { ErrorKey } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { conflict } from '../../../kernel/http/app-error.ts';
import { changeBalance } from '../../../kernel/ledger/ledger-repo.ts';
import { isUniqueViolation } from '../../../kernel/db/queryable.ts';
import { TenancyRepo } from '../../../kernel/tenancy/tenancy-repo.ts';
import { UsersRepo, type UserChanges, type UserRow } from './users-repo.ts';

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

/** Live (not deleted) accounts: lookups, creation with a personal workspace, updates. */
export class UserDirectory {
  private readonly repo: UsersRepo;

  constructor(
    db: AppDb,
    /** Told after every change to an account row (SessionStore.forgetUser: cached sessions show it at once). */
    private readonly changed: (userId: string) => void = () => undefined,
  ) {
    this.repo = new UsersRepo(db);
  }

  byId(id: string): Promise<UserRow | null> {
    return this.repo.liveById(id);
  }

  byEmail(email: string): Promise<UserRow | null> {
    return this.repo.liveByEmail(normalizeEmail(email));
  }

  byPhone(phone: string): Promise<UserRow | null> {
    return this.repo.liveByPhone(phone);
  }

  /**
   * Creates the account, its personal workspace (owned by it) and selects that workspace.
   * The first account ever created runs the install: it becomes an admin.
   */
  async create(account: NewAccount): Promise<UserRow> {
    const email = account.email ? normalizeEmail(account.email) : null;
    const duplicateKey: ErrorKey = email ? 'emailAlreadyRegistered' : 'phoneAlreadyRegistered';
    try {
      return await this.repo.inSignUpLock(async (tx) => {
        const usersInTx = new UsersRepo(tx);
        const isFirstAccount = (await usersInTx.countAll()) === 0;
        const userId = crypto.randomUUID();
        const tenantId = crypto.randomUUID();
        await new TenancyRepo(tx).insertOwned({
          id: tenantId,
          name: personalTenantName({ email, phone: account.phone }),
          kind: 'personal',
          ownerId: userId,
        });
        await usersInTx.insert({
          id: userId,
          email,
          phone: account.phone ?? null,
          passwordHash: account.passwordHash ?? null,
          isAdmin: account.isAdmin === true || isFirstAccount,
          currentTenantId: tenantId,
          // The new-user gift arrives through the ledger, so the first row of it explains the balance.
          remainCredits: 0,
        });
        await changeBalance(tx, { userId, seconds: NEW_USER_GIFT_MS / 1000, kind: 'newUserGift', reference: userId });
        const created = await usersInTx.liveById(userId);
        if (!created) throw new Error('account not created');
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(duplicateKey);
      throw error;
    }
  }

  async update(userId: string, changes: Omit<UserChanges, 'deletedAt'>): Promise<void> {
    try {
      await this.repo.update(userId, changes);
      this.changed(userId);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('phoneAlreadyRegistered');
      throw error;
    }
  }

  /** Soft delete: the row stays for the records, its email and phone become free again. */
  async markDeleted(userId: string, at: Date): Promise<void> {
    await this.repo.update(userId, { deletedAt: at });
    this.changed(userId);
  }
}
