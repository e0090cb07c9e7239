import crypto from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEYS_MAX,
  CreateApiKeyBody,
  managesWorkspaceOpenApi,
  type ApiKey,
  type ApiKeyPage,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@orator/shared';
import { maskPhone } from '@orator/shared/format';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, notFound } from '../../../kernel/http/app-error.ts';
import type { ApiKeyAuthenticator, KeyIdentity } from '../../../kernel/http/auth.ts';
import type { Clock } from '../../../kernel/clock.ts';
import { hashToken } from '../../../kernel/tenancy/sessions.ts';
import { RateLimiter } from '../../../kernel/rate-limit/rate-limiter.ts';
import { KeysRepo, type ApiKeyRow, type KeyManager, type ListedKey } from './keys-repo.ts';

/** The caller managing keys: who, in which workspace, with which role there (as the session last read it). */
export interface KeyCaller {
  userId: string;
  tenantId: string;
  tenant: { role: string; kind: string };
}

const managerOf = (caller: KeyCaller): KeyManager => ({ userId: caller.userId, tenantId: caller.tenantId });

/** How a maker is shown: email, or masked phone (the members list's rule). */
export function makerName(maker: ListedKey['maker']): string | null {
  if (!maker) return null;
  return maker.email ?? maskPhone(maker.phone ?? '');
}

const MINUTE = 60_000;
/** Characters of a key kept for display: the `ork_` prefix and 8 of its random part. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

function toApiKey(row: ApiKeyRow, maker: ListedKey['maker']): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    workspace: row.workspace,
    createdBy: makerName(maker),
    scopes: row.scopes.filter((s): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s)),
    ratePerMinute: row.ratePerMinute,
    useCount: row.useCount,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * API keys (issue 15 §1): made with a name and scopes, shown once, kept as SHA-256 hashes; each
 * request with one is counted (use count, last used) and limited per key within a sliding minute
 * (the accounts' database-backed limiter, so every process shares the count).
 */
export class ApiKeysService implements ApiKeyAuthenticator {
  private readonly repo: KeysRepo;
  private readonly limiter: RateLimiter;

  constructor(
    db: AppDb,
    private readonly clock: Clock,
  ) {
    this.repo = new KeysRepo(db);
    this.limiter = new RateLimiter(db, clock);
  }

  /**
   * A user key, or with `workspace` a key of the current enterprise workspace (its owner and admins
   * only: 403 otherwise, checked on the session's role and again in the inserting transaction).
   */
  async create(caller: KeyCaller, input: CreateApiKeyBody): Promise<CreatedApiKey> {
    const body = CreateApiKeyBody.parse(input);
    if (body.workspace && !managesWorkspaceOpenApi(caller.tenant)) throw new AppError('forbidden', 403);
    const secret = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
    const row = await this.repo.insertWithin(
      {
        id: crypto.randomUUID(),
        userId: caller.userId,
        tenantId: caller.tenantId,
        workspace: body.workspace,
        name: body.name,
        prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
        tokenHash: hashToken(secret),
        scopes: [...new Set(body.scopes)],
        ratePerMinute: body.ratePerMinute,
      },
      API_KEYS_MAX,
    );
    if (row === 'forbidden') throw new AppError('forbidden', 403);
    if (row === 'limit') throw new AppError('apiKeysLimitReached', 409);
    return { ...toApiKey(row, await this.repo.makerOf(row.userId)), secret };
  }

  /** A page of the caller's keys in the workspace, and the workspace's keys while they are its owner or an admin. */
  async list(caller: KeyCaller, page: number, size: number): Promise<ApiKeyPage> {
    const { rows, total } = await this.repo.page(managerOf(caller), page, size);
    return { items: rows.map(({ key, maker }) => toApiKey(key, maker)), total, page, size };
  }

  async revoke(caller: KeyCaller, id: string): Promise<ApiKey> {
    const row = await this.repo.revoke(managerOf(caller), id, this.clock.now());
    if (!row) throw notFound();
    return toApiKey(row, await this.repo.makerOf(row.userId));
  }

  /** The key's identity, or null when it is unknown, revoked, or the user it acts as deleted or out of the key's workspace. */
  async authenticate(secret: string): Promise<KeyIdentity | null> {
    const live = await this.repo.findLive(hashToken(secret));
    if (!live?.membership) return null;
    const scopes = live.key.scopes.filter((s): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s));
    return { keyId: live.key.id, scopes, ratePerMinute: live.key.ratePerMinute, user: live.user, membership: live.membership };
  }

  /** Counts a request against the key's limit (429 past it, not counted) and in its usage. */
  async consume(key: KeyIdentity): Promise<void> {
    await this.limiter.consume(`apikey:${key.keyId}`, [{ max: key.ratePerMinute, windowMs: MINUTE }]);
    await this.repo.recordUse(key.keyId, this.clock.now());
  }
}
