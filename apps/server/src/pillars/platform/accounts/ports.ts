/** What the accounts module needs from other modules, kept as small ports. */

/** Bytes a user's files take; the storage module provides it (until then, 0). */
export interface StorageUsagePort {
  usedBytes(userId: string): Promise<number>;
}

export const noStorageUsage: StorageUsagePort = { usedBytes: async () => 0 };

/**
 * Runs after an account is soft-deleted and its sessions revoked. Storage uses it to
 * remove the user's files. A hook must not throw for the user's sake: the account is gone
 * already; hooks that can fail should enqueue a job.
 */
export type AccountDeletedHook = (userId: string) => Promise<void>;

/** Who is calling, as far as the account flows care. */
export interface RequestMeta {
  ip: string;
  /** The `language` header, for the mail/SMS text. */
  language?: string;
}
