import { Catalogue, COMMERCE_PATHS, Order, Plan, type OrderCreateBody, type PlanPricesBody } from '@orator/shared/commerce';
import { z } from 'zod';
import { api } from '../lib/api/http.ts';

/** The buying calls (COMMERCE_PATHS). */
export const commerceApi = {
  catalogue: (): Promise<Catalogue> => api.get(COMMERCE_PATHS.catalogue, { schema: Catalogue }),
  createOrder: (body: OrderCreateBody): Promise<Order> => api.post(COMMERCE_PATHS.createOrder, body, { schema: Order }),
  /** Polled while the QR shows: silent, a missed poll is retried by the next one. */
  order: (orderNo: string): Promise<Order> => api.get(COMMERCE_PATHS.order, { query: { orderNo }, schema: Order, silent: true }),
  adminPlans: (): Promise<Plan[]> => api.get(COMMERCE_PATHS.adminPlans, { schema: z.array(Plan) }),
  savePrices: (body: PlanPricesBody): Promise<Plan> => api.post(COMMERCE_PATHS.adminPlanPrices, body, { schema: Plan }),
  payAgain: (orderNo: string): Promise<Order> => api.post(COMMERCE_PATHS.payAgain, { orderNo }, { schema: Order }),
};
