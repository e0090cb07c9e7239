import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { LoginResult } from '@orator/shared';
import { loadConfig } from '../../src/kernel/config.ts';
import { closeContext, createContext, type AppContext } from '../../src/context.ts';
import { buildApp } from '../../src/app.ts';
import { AccountsService } from '../../src/pillars/platform/accounts/accounts-service.ts';
import { ManualClock } from '../../src/kernel/clock.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../src/kernel/rate-limit/rate-limits.ts';
import { DevOutbox, type Messenger, type OutgoingMessage } from '../../src/pillars/platform/mail/index.ts';
import type { TestDatabase } from '../databases.ts';
import { STRONG_PASSWORD } from './users.ts';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as X-Forwarded-For; a fresh random address when absent, so per-IP limits stay out of the way. */
  ip?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/** The outbox, plus an in-memory list of what was sent (the codes tests type in). */
class CapturingMessenger implements Messenger {
  readonly sent: OutgoingMessage[] = [];
  constructor(private readonly outbox: DevOutbox) {}
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
    await this.outbox.send(message);
  }
}

export function randomIp(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

/** A valid, unused mainland phone number (13x-19x). */
export function uniquePhone(): string {
  return `1${crypto.randomInt(3, 10)}${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;
}

/**
 * A full app on one test database with the account service on a manual clock, a capturing
 * messenger and adjustable rate limits. Every call goes through HTTP (app.inject).
 */
export class AccountsHarness {
  readonly messenger: CapturingMessenger;

  private constructor(
    readonly ctx: AppContext,
    readonly app: FastifyInstance,
    private readonly dataDir: string,
    readonly clock: ManualClock,
    /** The account flows read this object on every check, so `useLimits` takes effect at once. */
    private readonly limits: RateLimitSettings,
  ) {
    this.messenger = ctx.services.mail.messenger as CapturingMessenger;
  }

  static async start(target: TestDatabase, limits: Partial<RateLimitSettings> = {}): Promise<AccountsHarness> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-accounts-'));
    // The suites vary the client address with X-Forwarded-For to reach per-IP limits separately.
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      ORATOR_TEST_MODE: '1',
      TRUST_PROXY: '1',
      WORKERS: '0',
      SMTP_URL: '',
      SMS_URL: '',
    });
    const clock = new ManualClock();
    const sharedLimits: RateLimitSettings = { ...DEFAULT_RATE_LIMITS };
    const ctx = await createContext(config, {
      database: await target.open(),
      replace: {
        mail: ({ db }) => {
          const outbox = new DevOutbox(db, () => {});
          return { messenger: new CapturingMessenger(outbox), outbox };
        },
        accounts: ({ db, sessions, tenants, mail }) =>
          new AccountsService({ db, sessions, tenants, messenger: mail.messenger, fastHashing: true, clock, limits: sharedLimits }),
      },
    });
    const app = await buildApp(ctx, { serveWeb: false });
    const harness = new AccountsHarness(ctx, app, dataDir, clock, sharedLimits);
    harness.useLimits(limits);
    return harness;
  }

  /** Sets these limits (the rest at their defaults) and forgets the messages sent so far. */
  useLimits(limits: Partial<RateLimitSettings>): void {
    Object.assign(this.limits, DEFAULT_RATE_LIMITS, limits);
    this.messenger.sent.length = 0;
  }

  get accounts(): AccountsService {
    return this.ctx.services.accounts;
  }

  async call<T = unknown>(method: 'GET' | 'POST', url: string, opts: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? randomIp(), ...opts.headers };
    if (opts.token) headers.token = opts.token;
    const response = await this.app.inject({ method, url, headers, ...(opts.body === undefined ? {} : { payload: opts.body as object }) });
    const parsed = response.json() as { code: number; message: string; data: T };
    return { status: response.statusCode, ...parsed };
  }

  /** Draws a challenge and answers it like a person would. */
  async solveSlider(ip?: string, offsetError = 0): Promise<string> {
    const challenge = await this.call<{ id: string }>('GET', '/userprocess/captcha/slider', { ip });
    const x = (await this.accounts.slider.answerFor(challenge.data.id))! + offsetError;
    const verified = await this.call<{ sliderToken: string }>('POST', '/userprocess/captcha/slider/verify', {
      ip,
      body: { id: challenge.data.id, x, trail: humanTrail(x) },
    });
    if (verified.status !== 200) throw new Error(`slider not solved: ${verified.message}`);
    return verified.data.sliderToken;
  }

  /** The newest code sent to this recipient. */
  lastCode(recipient: string): string {
    const message = [...this.messenger.sent].reverse().find((m) => m.recipient === recipient.toLowerCase());
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was sent to ${recipient}`);
    return code;
  }

  async sendEmailCode(email: string, scene: string, token?: string): Promise<CallResult> {
    const sliderToken = await this.solveSlider();
    const query = new URLSearchParams({ email, scene, sliderToken });
    return this.call('GET', `/userprocess/third/part/sendEmailCode?${query}`, { token });
  }

  async sendSms(phone: string, scene: string, token?: string): Promise<CallResult> {
    const sliderToken = await this.solveSlider();
    const query = new URLSearchParams({ phone, scene, sliderToken });
    return this.call('GET', `/userprocess/metaman/sendSms?${query}`, { token });
  }

  async registerByEmail(email = uniqueEmail(), password = STRONG_PASSWORD): Promise<LoginResult & { email: string }> {
    await this.expectOk(this.sendEmailCode(email, 'register'));
    const result = await this.expectOk(
      this.call<LoginResult>('POST', '/userprocess/third/part/emailRegister', {
        body: { email, code: this.lastCode(email), password, confirmPassword: password, agree: true },
      }),
    );
    return { ...result, email };
  }

  async registerByPhone(phone = uniquePhone(), password = STRONG_PASSWORD): Promise<LoginResult & { phone: string }> {
    await this.expectOk(this.sendSms(phone, 'register'));
    const result = await this.expectOk(
      this.call<LoginResult>('POST', '/userprocess/pwd/gwskip/register', {
        body: { phone, code: this.lastCode(phone), password, confirmPassword: password, agree: true },
      }),
    );
    return { ...result, phone };
  }

  async expectOk<T>(pending: Promise<CallResult<T>>): Promise<T> {
    const result = await pending;
    if (result.status !== 200 || result.code !== 200) throw new Error(`expected success, got ${result.status} ${result.message}`);
    return result.data;
  }

  async close(): Promise<void> {
    await this.app.close();
    await closeContext(this.ctx);
    // pg-pool's end() resolves before its sockets have closed; a `drop database ... with
    // (force)` right after can kill a backend still saying goodbye (FATAL 57P01, unhandled).
    await new Promise((resolve) => setTimeout(resolve, 200));
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** An uneven drag from 0 to x over about a quarter second. */
export function humanTrail(x: number): [number, number][] {
  return [
    [0, 0],
    [Math.round(x * 0.15), 40],
    [Math.round(x * 0.45), 95],
    [Math.round(x * 0.8), 150],
    [x - 2, 205],
    [x, 260],
  ];
}

/**
 * Starts the account API on `target` before the enclosing describe's tests and closes it
 * (dropping the test database) after them; the getter hands the running harness to the tests.
 */
export function useAccountsHarness(target: TestDatabase, limits: Partial<RateLimitSettings> = {}): () => AccountsHarness {
  let harness: AccountsHarness | null = null;
  beforeAll(async () => {
    harness = await AccountsHarness.start(target, limits);
  });
  afterAll(async () => {
    await harness?.close();
    await target.drop();
  });
  return () => {
    if (!harness) throw new Error('the accounts harness is used before it started');
    return harness;
  };
}
