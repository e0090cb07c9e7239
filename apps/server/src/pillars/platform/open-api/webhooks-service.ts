import crypto from 'node:crypto';
import {
  CreateWebhookBody,
  managesWorkspaceOpenApi,
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_WORKSPACE_EVENT_TYPES,
  webhookRetryDelayMs,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookPayload,
} from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, badRequest, notFound } from '../../../kernel/http/app-error.ts';
import { KeysRepo, type ListedKey } from './keys-repo.ts';
import { makerName, type KeyCaller } from './keys-service.ts';
import { checkWebhookUrl, postWebhook, signWebhook } from './webhook-http.ts';
import { WebhooksRepo, type ClaimedDelivery, type WebhookAttemptRow, type WebhookEndpointRow } from './webhooks-repo.ts';

/** The caller in their current workspace (the role as the session read it; writes re-read it in SQL). */
type Owner = KeyCaller;
const managerOf = (caller: Owner) => ({ userId: caller.userId, tenantId: caller.tenantId });

export interface WebhookSettings {
  /** Loopback / private receivers allowed (WEB_FETCH_ALLOW_PRIVATE; tests). */
  allowPrivate: boolean;
  /** First retry delay; later ones double (capped). */
  backoffBaseMs: number;
  /** A receiver that has not answered within this is a failed attempt. */
  timeoutMs: number;
}

const LEASE_MS = 60_000;
const CLAIM_BATCH = 10;

const isEventType = (t: string): t is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(t);

function toEndpoint(row: WebhookEndpointRow, maker: ListedKey['maker']): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    workspace: row.workspace,
    createdBy: makerName(maker),
    events: row.events.filter(isEventType),
    secretPrefix: row.secret.slice(0, 10),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Webhooks (issue 15 §1): endpoints with a signing secret, and the dispatcher that delivers the
 * outbox (webhooks-repo `recordWebhookEvent`, written in each outcome's transaction): a signed
 * POST, 2xx = delivered, anything else retried with exponential backoff up to WEBHOOK_MAX_ATTEMPTS,
 * every attempt logged. At least once: a receiver deduplicates on the event id.
 */
export class WebhooksService {
  private readonly repo: WebhooksRepo;
  /** Who made an endpoint (the keys' maker lookup). */
  private readonly keys: KeysRepo;
  private running: Promise<number> | null = null;

  constructor(
    db: AppDb,
    private readonly settings: WebhookSettings,
  ) {
    this.repo = new WebhooksRepo(db);
    this.keys = new KeysRepo(db);
  }

  /**
   * The caller's own endpoint, or with `workspace` one of the current enterprise workspace (its owner
   * and admins only: 403, checked on the session's role and again in the inserting transaction),
   * which receives the workspace's events but never a person's payment (400).
   */
  async create(owner: Owner, input: CreateWebhookBody): Promise<CreatedWebhookEndpoint> {
    const body = CreateWebhookBody.parse(input);
    if (body.workspace && !managesWorkspaceOpenApi(owner.tenant)) throw new AppError('forbidden', 403);
    if (body.workspace && body.events.some((type) => !WEBHOOK_WORKSPACE_EVENT_TYPES.includes(type)))
      throw badRequest('webhookEventNotForWorkspace');
    const url = checkWebhookUrl(body.url, this.settings.allowPrivate);
    const secret = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
    const row = await this.repo.insertEndpointWithin(
      {
        id: crypto.randomUUID(),
        userId: owner.userId,
        tenantId: owner.tenantId,
        workspace: body.workspace,
        url,
        secret,
        events: [...new Set(body.events)],
      },
      WEBHOOK_ENDPOINTS_MAX,
    );
    if (row === 'forbidden') throw new AppError('forbidden', 403);
    if (row === 'limit') throw new AppError('webhookEndpointsLimitReached', 409);
    return { ...toEndpoint(row, await this.keys.makerOf(row.userId)), secret };
  }

  /** The caller's endpoints in the workspace, and the workspace's while they are its owner or an admin. */
  async list(owner: Owner): Promise<WebhookEndpoint[]> {
    return (await this.repo.endpoints(managerOf(owner))).map(({ endpoint, maker }) => toEndpoint(endpoint, maker));
  }

  async remove(owner: Owner, id: string): Promise<void> {
    if (!(await this.repo.deleteEndpoint(managerOf(owner), id))) throw notFound();
  }

  async deliveries(owner: Owner, page: number, size: number, endpointId?: string): Promise<WebhookDeliveryPage> {
    const { rows, attempts, total } = await this.repo.pageOfDeliveries(managerOf(owner), page, size, endpointId);
    const logOf = new Map<string, WebhookAttemptRow[]>();
    for (const attempt of attempts) logOf.set(attempt.deliveryId, [...(logOf.get(attempt.deliveryId) ?? []), attempt]);
    const items: WebhookDelivery[] = rows.map(({ delivery, url, type }) => ({
      id: delivery.id,
      endpointId: delivery.endpointId,
      url,
      eventId: delivery.eventId,
      type: isEventType(type) ? type : 'video.succeeded',
      state: (WEBHOOK_DELIVERY_STATES as readonly string[]).includes(delivery.state)
        ? (delivery.state as WebhookDelivery['state'])
        : 'failed',
      attempts: delivery.attempts,
      nextAttemptAt: delivery.state === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      createdAt: delivery.createdAt.toISOString(),
      log: (logOf.get(delivery.id) ?? []).map((a) => ({
        attempt: a.attempt,
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        error: a.error,
        at: a.createdAt.toISOString(),
      })),
    }));
    return { items, total, page, size };
  }

  async resend(owner: Owner, id: string): Promise<void> {
    if (!(await this.repo.resend(managerOf(owner), id, WEBHOOK_MAX_ATTEMPTS))) throw notFound();
  }

  /** Delivers what is due; returns how many attempts were made. One pass at a time per process. */
  dispatchDue(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.dispatchBatch().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async dispatchBatch(): Promise<number> {
    const claimed = await this.repo.claimDue(CLAIM_BATCH, LEASE_MS);
    await Promise.all(claimed.map((item) => this.deliver(item)));
    return claimed.length;
  }

  private async deliver({ delivery, url, secret, event }: ClaimedDelivery): Promise<void> {
    const payload: WebhookPayload = {
      id: event.id,
      type: isEventType(event.type) ? event.type : 'video.succeeded',
      createdAt: event.createdAt.toISOString(),
      data: event.data,
    };
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const outcome = await postWebhook(
      url,
      body,
      {
        [WEBHOOK_HEADERS.id]: event.id,
        [WEBHOOK_HEADERS.type]: event.type,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
      },
      { allowPrivate: this.settings.allowPrivate, timeoutMs: this.settings.timeoutMs },
    );
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const attempt = delivery.attempts + 1;
    await this.repo.recordAttempt(delivery, {
      ...outcome,
      error: delivered || outcome.error ? outcome.error : `HTTP ${outcome.statusCode}`,
      delivered,
      retryAt: delivered ? null : new Date(Date.now() + webhookRetryDelayMs(attempt, this.settings.backoffBaseMs)),
    });
  }
}
