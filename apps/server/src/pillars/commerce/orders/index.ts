import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ok } from '@orator/shared';
import {
  AddOn,
  AssistantTier,
  Catalogue,
  COMMERCE_PATHS,
  Order,
  OrderCreateBody,
  OrderNoQuery,
  PayResult,
  Plan,
  PlanPricesBody,
  SANDBOX_PAY_PATHS,
} from '@orator/shared/commerce';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ServerModule, Shared, ZodApp } from '../../../kernel/module/types.ts';
import { registerCodeRoutes } from './codes-routes.ts';
import { CommerceService, type Buyer } from './commerce-service.ts';
import { registerDistributionRoutes } from './distribution-routes.ts';
import { DistributionService } from './distribution-service.ts';
import { registerOrdersAdminRoutes } from './orders-admin-routes.ts';
import { OrdersAdminService } from './orders-admin-service.ts';
import { pageLanguage, sandboxPayPage, sandboxResultPage } from './sandbox-page.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

export { CommerceService } from './commerce-service.ts';

const tags = ['commerce'];

interface CommerceModuleService {
  commerce: CommerceService;
  sandbox: SandboxPaymentProvider;
  distribution: DistributionService;
  ordersAdmin: OrdersAdminService;
}

/** PAY_SECRET, or one made on first start and kept in DATA_DIR (every process of the install reads the same). */
function paySecret(config: Shared['config']): string {
  if (config.pay.secret) return config.pay.secret;
  const file = path.join(config.dataDir, 'pay-sandbox.secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function buyerOf(request: FastifyRequest): Buyer {
  const auth = requireAuth(request);
  return { user: auth.user, userId: auth.userId, tenantId: auth.tenantId, origin: `${request.protocol}://${request.host}` };
}

function registerCommerceRoutes(
  app: ZodApp,
  { commerce, sandbox, distribution, ordersAdmin }: CommerceModuleService,
  sessions: Shared['sessions'],
): void {
  app.get(COMMERCE_PATHS.catalogue, { schema: { tags, response: { 200: envelopeOf(Catalogue) } } }, async () =>
    ok(await commerce.catalogue()),
  );
  // The catalogue's parts under their own spec §7 paths (issue 24 §6).
  app.get(COMMERCE_PATHS.planPriceList, { schema: { tags, response: { 200: envelopeOf(z.array(Plan)) } } }, async () =>
    ok((await commerce.catalogue()).plans),
  );
  for (const path of [COMMERCE_PATHS.assistantPriceList, COMMERCE_PATHS.assistantWordPriceList])
    app.get(path, { schema: { tags, response: { 200: envelopeOf(z.array(AssistantTier)) } } }, async () =>
      ok((await commerce.catalogue()).assistantTiers),
    );
  app.get(COMMERCE_PATHS.boosterPackPriceList, { schema: { tags, response: { 200: envelopeOf(z.array(AddOn)) } } }, async () =>
    ok((await commerce.catalogue()).addOns),
  );
  app.post(COMMERCE_PATHS.createOrder, { schema: { tags, body: OrderCreateBody, response: { 200: envelopeOf(Order) } } }, async (request) =>
    ok(await commerce.createOrder(buyerOf(request), request.body)),
  );
  app.get(COMMERCE_PATHS.order, { schema: { tags, querystring: OrderNoQuery, response: { 200: envelopeOf(Order) } } }, async (request) =>
    ok(await commerce.order(requireAuth(request).userId, request.query.orderNo)),
  );
  app.post(COMMERCE_PATHS.payAgain, { schema: { tags, body: OrderNoQuery, response: { 200: envelopeOf(Order) } } }, async (request) =>
    ok(await commerce.payAgain(buyerOf(request), request.body.orderNo)),
  );
  app.get(
    COMMERCE_PATHS.payResultPattern,
    { schema: { tags, params: z.object({ id: z.string().min(1).max(64) }), response: { 200: envelopeOf(PayResult) } } },
    async (request) => ok(await commerce.payResult(requireAuth(request).userId, request.params.id)),
  );

  registerCodeRoutes(app, commerce, sessions, buyerOf);
  registerDistributionRoutes(app, distribution);
  registerOrdersAdminRoutes(app, ordersAdmin, sessions);

  // Operators: the plans as stored, and their prices.
  app.get(COMMERCE_PATHS.adminPlans, { schema: { tags, response: { 200: envelopeOf(z.array(Plan)) } } }, async (request) => {
    requireAdmin(request);
    return ok((await commerce.catalogue()).plans);
  });
  app.post(
    COMMERCE_PATHS.adminPlanPrices,
    { schema: { tags, body: PlanPricesBody, response: { 200: envelopeOf(Plan) } } },
    async (request) => {
      return ok(await commerce.savePrices(requireAdmin(request).userId, request.body));
    },
  );

  // Provider notifications: the signature covers the exact bytes, so the body is kept as text.
  app.register(async (plain) => {
    const scope = plain as unknown as ZodApp;
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(COMMERCE_PATHS.notifyPattern, { schema: { tags, params: z.object({ provider: z.string().max(40) }) } }, async (request) => {
      const result = await commerce.notify(request.params.provider, String(request.body ?? ''), request.headers);
      if (result.userId) sessions.forgetUser(result.userId);
      return ok({ effect: result.effect });
    });
  });

  // The sandbox provider's own site: the page the QR opens, and its buttons.
  sandbox.connect(async (url, payload, headers) => (await app.inject({ method: 'POST', url, payload, headers })).statusCode);
  app.register(async (plain) => {
    const scope = plain as unknown as ZodApp;
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get(
      SANDBOX_PAY_PATHS.pagePattern,
      { schema: { hide: true, params: z.object({ orderNo: z.string() }), querystring: z.object({ p: z.string().max(4000).optional() }) } },
      async (request, reply) => {
        const language = pageLanguage(request.headers['accept-language']);
        const ticket = request.query.p ? sandbox.readTicket(request.query.p) : null;
        reply.type('text/html; charset=utf-8');
        if (!ticket || ticket.orderNo !== request.params.orderNo) return reply.code(400).send(sandboxResultPage(language, 'invalid', null));
        const action = `${SANDBOX_PAY_PATHS.page(ticket.orderNo)}/decide`;
        return reply.send(sandboxPayPage(language, ticket, request.query.p ?? '', action));
      },
    );
    scope.post(
      SANDBOX_PAY_PATHS.decidePattern,
      {
        schema: {
          hide: true,
          params: z.object({ orderNo: z.string() }),
          body: z.object({ p: z.string().max(4000), outcome: z.enum(['paid', 'failed']) }),
        },
      },
      async (request, reply) => {
        const language = pageLanguage(request.headers['accept-language']);
        const ticket = sandbox.readTicket(request.body.p);
        reply.type('text/html; charset=utf-8');
        if (!ticket || ticket.orderNo !== request.params.orderNo) return reply.code(400).send(sandboxResultPage(language, 'invalid', null));
        const status = await sandbox.decide(ticket, request.body.outcome);
        const back = `${SANDBOX_PAY_PATHS.page(ticket.orderNo)}?p=${encodeURIComponent(request.body.p)}`;
        if (status !== 200) return reply.code(502).send(sandboxResultPage(language, 'invalid', back));
        return reply.send(sandboxResultPage(language, request.body.outcome, back));
      },
    );
  });
}

/** Buying (issue 14 §1–§2): plans as data, orders, the payment port with its sandbox provider. */
export const commerceModule: ServerModule<'commerce', CommerceModuleService, Pick<Shared, 'db' | 'config' | 'sessions'>> = {
  name: 'commerce',
  needs: { db: true, config: true, sessions: true },
  create({ db, config }) {
    const sandbox = new SandboxPaymentProvider(paySecret(config));
    // The sandbox's pages stay served under another provider, but its notifications are then refused (404).
    const provider = config.pay.stripe ? new StripePaymentProvider(config.pay.stripe) : sandbox;
    return {
      commerce: new CommerceService(db, provider),
      sandbox,
      distribution: new DistributionService(db),
      ordersAdmin: new OrdersAdminService(db, provider),
    };
  },
  routes: (app, service, { sessions }) => registerCommerceRoutes(app, service, sessions),
  seed: ({ commerce }) => commerce.ensureSeeded(),
};
