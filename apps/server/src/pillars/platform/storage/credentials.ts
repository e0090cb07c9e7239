import crypto from 'node:crypto';
import type { AppDb } from '../../../kernel/db/client.ts';
import { credentialsByAccessKey, credentialsOfUser, insertCredentialsIfNone, secretOrInsert } from './credentials-repo.ts';

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
    const value = await secretOrInsert(this.db, SERVER_SECRET, crypto.randomBytes(32).toString('hex'));
    if (!value) throw new Error('Storage secret missing after insert');
    this.serverSecretCache = value;
    return value;
  }

  async keyPairFor(userId: string): Promise<S3KeyPair> {
    const existing = await credentialsOfUser(this.db, userId);
    if (existing) return { accessKeyId: existing.accessKeyId, secretAccessKey: existing.secretAccessKey };
    await insertCredentialsIfNone(this.db, {
      userId,
      accessKeyId: accessKeyId(),
      secretAccessKey: crypto.randomBytes(30).toString('base64url'),
    });
    return this.keyPairFor(userId);
  }

  async ownerOf(accessKeyIdValue: string): Promise<{ userId: string; secretAccessKey: string } | null> {
    const row = await credentialsByAccessKey(this.db, accessKeyIdValue);
    return row ? { userId: row.userId, secretAccessKey: row.secretAccessKey } : null;
  }
}
