/**
 * Payments:  npm run bench:payments   (DATABASE_URL=postgres://… to run on PostgreSQL; default PGlite)
 * Issue 14 §2 figures: creating an order (price, provider attempt, QR image), applying one signed
 * notification, and a burst where every one of ORDERS orders is notified DUPLICATES times at
 * once (a provider retrying): the burst must grant exactly ORDERS entitlements.
 * The last line is one JSON object.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMERCE_PATHS, type Order } from '@orator/shared/commerce';
import { count } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/kernel/config.ts';
import { closeContext, createContext } from '../apps/server/src/context.ts';
import { entitlements } from '../apps/server/src/kernel/db/schema/index.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { SIGNATURE_HEADER, signPayload } from '../apps/server/src/pillars/commerce/orders/signing.ts';
import { createTestUser } from '../apps/server/test/factory/users.ts';

const ORDERS = 50;
const DUPLICATES = 5;
const SECRET = 'bench-pay-secret';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-bench-pay-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, S3_ENDPOINT: '', LOG_LEVEL: 'warn', PAY_SECRET: SECRET, WORKERS: '0' });
const ctx = await createContext(config);
const app = await buildApp(ctx, { serveWeb: false });
try {
  const notify = async (order: Order, eventId: string) => {
    const body = JSON.stringify({
      eventId,
      orderNo: order.orderNo,
      attemptRef: `${order.orderNo}-1`,
      outcome: 'paid',
      amount: order.amount,
      occurredAt: new Date().toISOString(),
    });
    const response = await app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.notify('sandbox'),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, body, Date.now()) },
      payload: body,
    });
    if (response.statusCode !== 200) throw new Error(`notify: ${response.statusCode} ${response.body}`);
  };
  const newOrder = async () => {
    const user = await createTestUser(ctx);
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.createOrder,
      headers: user.headers,
      payload: { kind: 'plan', code: 'personal', period: 'month' },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`order: ${response.body}`);
    return { order: response.json<{ data: Order }>().data, ms };
  };

  // Warm up (seeding, first QR, JIT).
  await notify((await newOrder()).order, 'warm-up');

  const createMs: number[] = [];
  const applyMs: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const { order, ms } = await newOrder();
    createMs.push(ms);
    const started = performance.now();
    await notify(order, `${order.orderNo}:seq`);
    applyMs.push(performance.now() - started);
  }

  const burst: Order[] = [];
  for (let i = 0; i < ORDERS; i++) burst.push((await newOrder()).order);
  const [before] = await ctx.db.select({ n: count() }).from(entitlements);
  const started = performance.now();
  await Promise.all(
    burst.flatMap((order) =>
      Array.from({ length: DUPLICATES }, (_, d) => notify(order, d % 2 === 0 ? `${order.orderNo}:same` : `${order.orderNo}:retry-${d}`)),
    ),
  );
  const burstMs = performance.now() - started;
  const [after] = await ctx.db.select({ n: count() }).from(entitlements);
  const granted = (after?.n ?? 0) - (before?.n ?? 0);

  const result = {
    database: config.databaseUrl ? 'postgres' : 'pglite',
    orders: ORDERS,
    orderCreateP50Ms: Math.round(percentile(createMs, 50) * 10) / 10,
    orderCreateP95Ms: Math.round(percentile(createMs, 95) * 10) / 10,
    notifyApplyP50Ms: Math.round(percentile(applyMs, 50) * 10) / 10,
    notifyApplyP95Ms: Math.round(percentile(applyMs, 95) * 10) / 10,
    burstDeliveries: ORDERS * DUPLICATES,
    burstMs: Math.round(burstMs),
    burstDeliveriesPerSecond: Math.round((ORDERS * DUPLICATES) / (burstMs / 1000)),
    burstGranted: granted,
    grantedOncePerOrder: granted === ORDERS,
  };
  console.log(JSON.stringify(result));
  if (granted !== ORDERS) process.exitCode = 1;
} finally {
  await app.close();
  await closeContext(ctx);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
