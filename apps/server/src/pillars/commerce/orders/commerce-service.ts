import crypto from 'node:crypto';
import {
  ASSISTANT_TIERS,
  offerRemainingMs,
  type Catalogue,
  type Order,
  type OrderCreateBody,
  type OrderQuote,
  type PayResult,
  type Plan,
  type PlanPricesBody,
} from '@orator/shared/commerce';
import QRCode from 'qrcode';
import { AppError, badRequest, forbidden, notFound } from '../../../kernel/http/app-error.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import { hasRunningMembership } from '../../../kernel/tenancy/membership.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';
import { CodesService } from './codes-service.ts';
import { OrdersRepo, type EventEffect, type OrderGrant, type OrderRow } from './orders-repo.ts';
import type { PaymentProvider } from './payment-port.ts';
import { ProductsRepo } from './products-repo.ts';

export interface Buyer {
  user: UserRow;
  userId: string;
  tenantId: string;
  /** Where the buyer reached the app (the pay link starts there, so a phone on the LAN can open it). */
  origin: string;
}

/** Buying (issue 14 §2): the price list, orders, the provider's notifications. */
export class CommerceService {
  readonly products: ProductsRepo;
  readonly orders: OrdersRepo;
  readonly codes: CodesService;
  private seeded: Promise<void> | null = null;

  constructor(
    private readonly db: AppDb,
    readonly provider: PaymentProvider,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.products = new ProductsRepo(db);
    this.orders = new OrdersRepo(db);
    this.codes = new CodesService(db, async () => (await this.catalogue()).plans, now);
  }

  /** The default plans exist once per database (a fresh install, a test database). */
  ensureSeeded(): Promise<void> {
    this.seeded ??= this.products.seedDefaults().catch((error: unknown) => {
      this.seeded = null;
      throw error;
    });
    return this.seeded;
  }

  async catalogue(): Promise<Catalogue> {
    await this.ensureSeeded();
    return {
      plans: await this.products.plans(),
      addOns: await this.products.addOns(),
      assistantTiers: ASSISTANT_TIERS.map((tier) => ({ ...tier })),
    };
  }

  /** An operator's price change (issue 14 §1: plans are data). Abilities stay with the plan's funcList. */
  async savePrices(operatorId: string, body: PlanPricesBody): Promise<Plan> {
    await this.ensureSeeded();
    const plan = (await this.products.plans()).find((p) => p.code === body.code);
    if (!plan) throw notFound();
    if (plan.code === 'free' && body.prices.length > 0) throw badRequest('priceUnavailable');
    const saved: Plan = { ...plan, prices: body.prices };
    await this.db.transaction(async (tx) => {
      await this.products.savePlan(saved, tx);
      await recordAudit(tx, {
        operatorId,
        action: 'planPrices',
        targetKind: 'plan',
        targetId: plan.code,
        before: { prices: plan.prices },
        after: { prices: saved.prices },
      });
    });
    return saved;
  }

  async createOrder(buyer: Buyer, body: OrderCreateBody): Promise<Order> {
    const { amount: priced, listAmount, grant, period, description } = await this.priceOf(buyer.user, body);
    // A coupon is checked before the provider hears of the order, and held with the order's insert (used when it is paid).
    const coupon = body.couponCode ? await this.codes.priceWithCoupon(buyer.userId, body.couponCode, body.code, priced) : null;
    const orderNo = newOrderNo(this.now());
    const attemptRef = `${orderNo}-1`;
    const amount = coupon?.amount ?? priced;
    const { payUrl } = await this.provider.startPayment({ orderNo, attemptRef, amount, description, origin: buyer.origin });
    const values = {
      orderNo,
      userId: buyer.userId,
      tenantId: buyer.tenantId,
      kind: body.kind,
      code: body.code,
      period,
      amount,
      listAmount,
      couponCode: coupon?.code ?? null,
      grant,
      provider: this.provider.name,
      attemptRef,
      payUrl,
    };
    const row = coupon
      ? await this.db.transaction(async (tx) => {
          await this.codes.holdCoupon(tx, buyer.userId, coupon.code, orderNo);
          return this.orders.insert(values, tx);
        })
      : await this.orders.insert(values);
    return toOrder(row);
  }

  /** What an order would cost, with the coupon if one is given (nothing is made or used). */
  async quote(buyer: Buyer, body: OrderCreateBody): Promise<OrderQuote> {
    const { amount, listAmount } = await this.priceOf(buyer.user, body);
    if (!body.couponCode) return { amount, listAmount, couponCode: null };
    const coupon = await this.codes.priceWithCoupon(buyer.userId, body.couponCode, body.code, amount);
    return { amount: coupon.amount, listAmount, couponCode: coupon.code };
  }

  async order(userId: string, orderNo: string): Promise<Order> {
    const row = await this.orders.findOwned(userId, orderNo);
    if (!row) throw notFound();
    return toOrder(row);
  }

  /** spec §8 'Payment failed, click to continue paying': a failed order gets a new attempt and QR. */
  async payAgain(buyer: Buyer, orderNo: string): Promise<Order> {
    const row = await this.orders.findOwned(buyer.userId, orderNo);
    if (!row) throw notFound();
    if (row.state !== 'failed') throw new AppError('orderNotPayable', 409);
    const attempt = Number(row.attemptRef.split('-').at(-1)) + 1;
    const attemptRef = `${orderNo}-${attempt}`;
    const { payUrl } = await this.provider.startPayment({
      orderNo,
      attemptRef,
      amount: row.amount,
      description: describe(row.kind, row.code, row.period),
      origin: buyer.origin,
    });
    const restarted = await this.orders.restart(buyer.userId, orderNo, attemptRef, payUrl);
    if (!restarted) throw new AppError('orderNotPayable', 409);
    return toOrder(restarted);
  }

  async payResult(userId: string, orderNo: string): Promise<PayResult> {
    const row = await this.orders.findOwned(userId, orderNo);
    if (!row) throw notFound();
    return { orderNo: row.orderNo, state: row.state as PayResult['state'], paid: row.state === 'paid' };
  }

  /** A provider's notification: verified by the adapter, then applied once. Forged or unreadable: 400, nothing changes. */
  async notify(
    providerName: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ effect: EventEffect; userId?: string }> {
    if (providerName !== this.provider.name) throw notFound();
    const event = this.provider.verifyNotification(rawBody, headers);
    if (!event) throw badRequest('invalidSignature');
    return this.orders.applyNotification(this.provider.name, event, this.now());
  }

  /** The price the server charges (never the client's): the first-day offer for users within it (spec §4). */
  private async priceOf(
    user: UserRow,
    body: OrderCreateBody,
  ): Promise<{ amount: number; listAmount: number; grant: OrderGrant; period: string | null; description: string }> {
    await this.ensureSeeded();
    const member = hasRunningMembership(user, this.now());
    if (body.kind === 'addOn') {
      const addOn = (await this.products.addOns()).find((a) => a.code === body.code);
      if (!addOn) throw notFound();
      if (!member) throw forbidden('addOnMembersOnly');
      return {
        amount: addOn.amount,
        listAmount: addOn.amount,
        grant: { days: 0, compositionSeconds: addOn.compositionSeconds, proMan: false, ultra: addOn.ultra },
        period: null,
        description: describe('addOn', addOn.code, null),
      };
    }
    const plan = (await this.products.plans()).find((p) => p.code === body.code);
    if (!plan) throw notFound();
    if (plan.contactSales) throw badRequest('contactSalesToBuy');
    const price = plan.prices.find((p) => p.period === body.period);
    if (!price) throw badRequest('priceUnavailable');
    const offer = offerRemainingMs({ registerTime: user.registeredAt.toISOString(), vipType: member ? 'vip' : 0 }, this.now().getTime());
    const amount = offer !== null && price.offerAmount !== null ? price.offerAmount : price.amount;
    return {
      amount,
      listAmount: price.amount,
      grant: { days: price.days, compositionSeconds: price.compositionSeconds, proMan: plan.proMan, ultra: false },
      period: price.period,
      description: describe('plan', plan.code, price.period),
    };
  }
}

function describe(kind: string, code: string, period: string | null): string {
  return kind === 'plan' ? `Orator ${code} · ${period ?? ''}` : `Orator add-on ${code}`;
}

/** OR + date + 12 random hex digits: unguessable, sortable by day. */
function newOrderNo(now: Date): string {
  return `OR${now.toISOString().slice(0, 10).replaceAll('-', '')}${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
}

async function toOrder(row: OrderRow): Promise<Order> {
  return {
    orderNo: row.orderNo,
    kind: row.kind as Order['kind'],
    code: row.code,
    period: (row.period as Order['period']) ?? null,
    amount: row.amount,
    listAmount: row.listAmount,
    couponCode: row.couponCode,
    state: row.state as Order['state'],
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    payUrl: row.payUrl,
    qrDataUrl: await QRCode.toDataURL(row.payUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' }),
  };
}
