import {
  AvatarFace,
  avatarParamsSchema,
  makePlausible,
  type AvatarParams,
  STORAGE_PATHS,
  USER_AVATAR_KINDS,
  USER_AVATAR_STATUSES,
  type UserAvatar,
  type UserAvatarKind,
  type UserAvatarPage,
  type UserAvatarStatus,
} from '@orator/shared';
import type { z } from 'zod';
import type { UserAvatarQuery as UserAvatarQuerySchema } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { badRequest, notFound } from '../../../kernel/http/app-error.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { avatarFilesPrefix, newUserAvatarId, relativeKey } from '../../../kernel/storage/keys.ts';
import { signMediaLink } from '../../../kernel/storage/media-links.ts';
import { UserAvatarsRepo, type UserAvatarRow } from './user-avatars-repo.ts';

export type { UserAvatarRow } from './user-avatars-repo.ts';

export interface NewOwnedAvatar {
  /** A reserved id (newUserAvatarId), when files were stored under it before the row exists. */
  id?: string;
  kind: UserAvatarKind;
  name: string;
  status: UserAvatarStatus;
  coverKey?: string | null;
  data?: Record<string, unknown>;
}

export interface AvatarChanges {
  status?: UserAvatarStatus;
  name?: string;
  coverKey?: string | null;
  /** Merged into the stored details (top-level keys replaced). */
  data?: Record<string, unknown>;
  /** Catalogue key of a failure; cleared by any other status. */
  error?: string | null;
}

/**
 * The user's own avatars (photo and clone). Other modules create and update them through
 * `createForOwner` and `update`, which keep to the owner's rows; the routes list, rename and delete.
 */
export class UserAvatarsService {
  private readonly repo: UserAvatarsRepo;

  constructor(
    db: AppDb,
    private readonly storage: StorageService,
  ) {
    this.repo = new UserAvatarsRepo(db);
  }

  async page(owner: Owner, query: z.output<typeof UserAvatarQuerySchema>): Promise<UserAvatarPage> {
    const filter = { kind: query.kind, status: query.readyOnly ? 'ready' : undefined };
    const { rows, total } = await this.repo.page(owner, filter, query.page, query.size);
    const secret = await this.storage.secrets.serverSecret();
    return { items: rows.map((row) => viewOf(row, secret)), total, page: query.page, size: query.size };
  }

  /** The row itself (for modules that need its details), or undefined when not the owner's. */
  find(owner: Owner, id: string): Promise<UserAvatarRow | undefined> {
    return this.repo.find(owner, id);
  }

  async get(owner: Owner, id: string): Promise<UserAvatar> {
    const row = await this.repo.find(owner, id);
    if (!row) throw notFound();
    return this.view(row);
  }

  async view(row: UserAvatarRow): Promise<UserAvatar> {
    return viewOf(row, await this.storage.secrets.serverSecret());
  }

  async rename(owner: Owner, id: string, name: string): Promise<UserAvatar> {
    const trimmed = name.trim();
    if (!trimmed) throw badRequest('nameRequired');
    const row = await this.repo.update(owner, id, { name: trimmed });
    if (!row) throw notFound();
    return this.view(row);
  }

  private readonly deletedListeners: ((owner: Owner, avatar: { id: string; kind: string }) => Promise<void>)[] = [];

  /** Runs after an avatar row is gone (the clone module releases the plan's clone count it used). */
  onDeleted(listener: (owner: Owner, avatar: { id: string; kind: string }) => Promise<void>): void {
    this.deletedListeners.push(listener);
  }

  /** Removes the avatar and every file under its folder. Projects that used it keep their copy of the face. */
  async delete(owner: Owner, id: string): Promise<void> {
    const row = await this.repo.delete(owner, id);
    if (!row) throw notFound();
    for (const listener of this.deletedListeners) await listener(owner, row);
    await this.deleteFiles(owner.ownerId, id).catch((error: unknown) => console.error('[user-avatars] files left behind', error));
  }

  /** A new avatar of the owner (the photo wizard, the clone training): name required, kind and status checked. */
  async createForOwner(owner: Owner, avatar: NewOwnedAvatar): Promise<UserAvatarRow> {
    const name = avatar.name.trim();
    if (!name) throw badRequest('nameRequired');
    if (!USER_AVATAR_KINDS.includes(avatar.kind) || !USER_AVATAR_STATUSES.includes(avatar.status)) throw badRequest('errorRequest');
    return this.repo.insert({
      id: avatar.id ?? newUserAvatarId(),
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      kind: avatar.kind,
      name,
      status: avatar.status,
      coverKey: avatar.coverKey ?? null,
      data: avatar.data ?? {},
    });
  }

  /**
   * A designed avatar (issue 12 "custom avatar design"): ready at once, since it costs no
   * training; its parameters are kept in `details.design` after the shared plausibility rule.
   */
  async createDesigned(owner: Owner, name: string, params: unknown): Promise<UserAvatar> {
    const design = checkedDesign(params);
    const row = await this.createForOwner(owner, { kind: 'designed', name, status: 'ready', data: { design } });
    return this.view(row);
  }

  /** New parameters (and name) for the owner's designed avatar; 404 for anyone else's. */
  async redesign(owner: Owner, id: string, name: string, params: unknown): Promise<UserAvatar> {
    const design = checkedDesign(params);
    const trimmed = name.trim();
    if (!trimmed) throw badRequest('nameRequired');
    const current = await this.repo.find(owner, id);
    if (!current) throw notFound();
    if (current.kind !== 'designed') throw badRequest('errorRequest');
    const row = await this.repo.update(owner, id, { name: trimmed, data: { ...current.data, design } });
    if (!row) throw notFound();
    return this.view(row);
  }

  /** Changes the owner's avatar (undefined when it is gone, e.g. deleted while a job ran). */
  async update(owner: Owner, id: string, changes: AvatarChanges): Promise<UserAvatarRow | undefined> {
    const current = await this.repo.find(owner, id);
    if (!current) return undefined;
    return this.repo.update(owner, id, {
      ...(changes.name !== undefined ? { name: changes.name.trim() || current.name } : {}),
      ...(changes.status !== undefined
        ? { status: changes.status, error: changes.status === 'failed' ? (changes.error ?? null) : null }
        : {}),
      ...(changes.coverKey !== undefined ? { coverKey: changes.coverKey } : {}),
      ...(changes.data !== undefined ? { data: { ...current.data, ...changes.data } } : {}),
    });
  }

  /** Shorthand for the clone helper's training job and similar: a new status, optionally with details. */
  setStatus(owner: Owner, id: string, status: UserAvatarStatus, details?: { error?: string; data?: Record<string, unknown> }) {
    return this.update(owner, id, { status, error: details?.error ?? null, ...(details?.data ? { data: details.data } : {}) });
  }

  /** Removes every file under the avatar's folder (also for an id reserved by an upload that never became an avatar). */
  async deleteFiles(ownerId: string, avatarId: string): Promise<void> {
    const prefix = avatarFilesPrefix(ownerId, avatarId);
    let after: string | null = null;
    for (;;) {
      const listing = await this.storage.listObjects(ownerId, prefix, after, 500);
      for (const object of listing.rows) await this.storage.deleteObject(ownerId, object.key);
      if (!listing.isTruncated || !listing.nextMarker) break;
      after = listing.nextMarker;
    }
  }
}

function checkedDesign(params: unknown): AvatarParams {
  const parsed = avatarParamsSchema.safeParse(params);
  if (!parsed.success) throw badRequest('avatarDesignInvalid');
  return makePlausible(parsed.data);
}

function viewOf(row: UserAvatarRow, secret: string): UserAvatar {
  const { face, ...details } = row.data;
  const parsedFace = AvatarFace.safeParse(face);
  return {
    id: row.id,
    kind: row.kind as UserAvatarKind,
    name: row.name,
    status: row.status as UserAvatarStatus,
    coverUrl: row.coverKey ? STORAGE_PATHS.object(relativeKey(row.coverKey, row.ownerId)) : null,
    previewUrl: row.coverKey ? signMediaLink(secret, row.coverKey).url : null,
    face: parsedFace.success ? parsedFace.data : null,
    details,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
