import { AuditPage, OPERATOR_PATHS, OperatorUser, OperatorUsersPage, type OperatorGrantBody, type OperatorPlanBody } from '@orator/shared';
import { AdminOrder, AdminOrderPage, COMMERCE_PATHS, PaymentStatus, type OrderState, type RefundBody } from '@orator/shared/commerce';
import { z } from 'zod';
import { api } from '../../lib/api/http.ts';

/** Typed calls of the operator console (OPERATOR_PATHS). */
export const operatorApi = {
  payment: (): Promise<PaymentStatus> => api.get(COMMERCE_PATHS.adminPayment, { schema: PaymentStatus }),
  users: (q: string, page: number, size: number): Promise<OperatorUsersPage> =>
    api.get(OPERATOR_PATHS.users, { query: { q, page, size }, schema: OperatorUsersPage }),
  grantTime: (body: OperatorGrantBody) => api.post(OPERATOR_PATHS.grantTime, body, { schema: z.object({ remainCredits: z.number() }) }),
  changePlan: (body: OperatorPlanBody): Promise<OperatorUser> => api.post(OPERATOR_PATHS.changePlan, body, { schema: OperatorUser }),
  orders: (filter: { state?: OrderState; q: string }, page: number, size: number): Promise<AdminOrderPage> =>
    api.get(COMMERCE_PATHS.adminOrders, { query: { ...filter, page, size }, schema: AdminOrderPage }),
  refund: (body: RefundBody): Promise<AdminOrder> => api.post(COMMERCE_PATHS.adminRefund, body, { schema: AdminOrder }),
  audit: (page: number, size: number): Promise<AuditPage> => api.get(OPERATOR_PATHS.audit, { query: { page, size }, schema: AuditPage }),
};
