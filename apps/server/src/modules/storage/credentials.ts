import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { storageCredentials, storageSecrets } from '../../db/schema/index.ts';

export interface S3KeyPair {
  accessKeyId: string;
  secretAccessKey: string;
}

/** The region S3 clients sign with (any value works for us; this is the one S3 itself defaults to). */
export const S3_REGION = 'us-east-1';

const SERVER_SECRET = 'upload-token';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function accessKeyId(): string {
  const bytes = crypto.randomBytes(18);
  return `OR${Array.from(bytes, (b) => KEY_ALPHABET[b % 32]).join('')}`;
}

/**
 * Secrets of the storage module, kept in the database so every process (web nodes and
 * workers) agrees on them: the server's upload-token key, generated on first use, and one
 * S3 key pair per user, created on the first GET /oss/credentials.
 */
export class StorageSecrets {
  private serverSecretCache: string | null = null;

  constructor(private readonly db: AppDb) {}

  async serverSecret(): Promise<string> {
    if (this.serverSecretCache) return this.serverSecretCache;
    await this.db
      .insert(storageSecrets)
      .values({ name: SERVER_SECRET, value: crypto.randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(storageSecrets).where(eq(storageSecrets.name, SERVER_SECRET));
    if (!row) throw new Error('Storage secret missing after insert');
    this.serverSecretCache = row.value;
    return row.value;
  }

  async keyPairFor(userId: string): Promise<S3KeyPair> {
    const existing = await this.db.select().from(storageCredentials).where(eq(storageCredentials.userId, userId));
    if (existing[0]) return { accessKeyId: existing[0].accessKeyId, secretAccessKey: existing[0].secretAccessKey };
    await this.db
      .insert(storageCredentials)
      .values({ userId, accessKeyId: accessKeyId(), secretAccessKey: crypto.randomBytes(30).toString('base64url') })
      .onConflictDoNothing({ target: storageCredentials.userId });
    return this.keyPairFor(userId);
  }

  async ownerOf(accessKeyIdValue: string): Promise<{ userId: string; secretAccessKey: string } | null> {
    const [row] = await this.db.select().from(storageCredentials).where(eq(storageCredentials.accessKeyId, accessKeyIdValue));
    return row ? { userId: row.userId, secretAccessKey: row.secretAccessKey } : null;
  }
}
