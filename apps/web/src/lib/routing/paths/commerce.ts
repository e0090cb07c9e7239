/** The buying screens (issue 14 §2; the spec shows no routes for them: these are ours). */
export const COMMERCE_ROUTES = {
  pricing: '/pricing',
  purchase: '/main/purchase',
  plansEditor: '/admin/plans',
  codesAdmin: '/admin/codes',
} as const;

/** The distribution (sales) centre, and the operators' withdrawals. */
export const DISTRIBUTION_ROUTE = '/main/distribution';
export const WITHDRAWALS_ADMIN_ROUTE = '/admin/withdrawals';

export const PURCHASE_TABS = ['video', 'live', 'assistant', 'custom'] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];
