import { AdminOrder, AdminOrderPage, AdminOrdersQuery, COMMERCE_PATHS, PaymentStatus, RefundBody } from '@orator/shared/commerce';
import { ok } from '@orator/shared';
import { requireAdmin } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { Shared, ZodApp } from '../../../kernel/module/types.ts';
import type { OrdersAdminService } from './orders-admin-service.ts';

const tags = ['commerce'];

/** The operator console's orders (thin: the operator, the service). */
export function registerOrdersAdminRoutes(app: ZodApp, ordersAdmin: OrdersAdminService, sessions: Shared['sessions']): void {
  app.get(
    COMMERCE_PATHS.adminOrders,
    { schema: { tags, querystring: AdminOrdersQuery, response: { 200: envelopeOf(AdminOrderPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await ordersAdmin.orders(request.query));
    },
  );
  app.get(COMMERCE_PATHS.adminPayment, { schema: { tags, response: { 200: envelopeOf(PaymentStatus) } } }, async (request) => {
    requireAdmin(request);
    return ok(ordersAdmin.paymentStatus());
  });
  app.post(
    COMMERCE_PATHS.adminRefund,
    { schema: { tags, body: RefundBody, response: { 200: envelopeOf(AdminOrder) } } },
    async (request) => {
      const operator = requireAdmin(request);
      const order = await ordersAdmin.refund(operator.userId, request.body);
      // The buyer's cached session shows the plan as it is now.
      sessions.forgetUser(order.userId);
      return ok(order);
    },
  );
}
