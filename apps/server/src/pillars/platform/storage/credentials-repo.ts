import { eq } from 'drizzle-orm';
import { storageCredentials, storageSecrets } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

/** Queries over storage_secrets (server-wide secrets by name) and storage_credentials (one S3 key pair per user). */
export type CredentialRow = typeof storageCredentials.$inferSelect;

/** Stores `value` under `name` unless a value is there already; returns the value that holds. */
export async function secretOrInsert(db: Queryable, name: string, value: string): Promise<string | null> {
  await db.insert(storageSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select().from(storageSecrets).where(eq(storageSecrets.name, name));
  return row?.value ?? null;
}

export async function credentialsOfUser(db: Queryable, userId: string): Promise<CredentialRow | null> {
  const [row] = await db.select().from(storageCredentials).where(eq(storageCredentials.userId, userId));
  return row ?? null;
}

/** Inserts the user's key pair unless one exists (a concurrent first request may have won). */
export async function insertCredentialsIfNone(db: Queryable, row: typeof storageCredentials.$inferInsert): Promise<void> {
  await db.insert(storageCredentials).values(row).onConflictDoNothing({ target: storageCredentials.userId });
}

export async function credentialsByAccessKey(db: Queryable, accessKeyId: string): Promise<CredentialRow | null> {
  const [row] = await db.select().from(storageCredentials).where(eq(storageCredentials.accessKeyId, accessKeyId));
  return row ?? null;
}
