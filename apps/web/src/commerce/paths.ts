/** The buying screens (issue 14 §2; the spec shows no routes for them: these are ours). */
export const COMMERCE_ROUTES = {
  pricing: '/pricing',
  purchase: '/main/purchase',
  plansEditor: '/admin/plans',
  codesAdmin: '/admin/codes',
} as const;

export const PURCHASE_TABS = ['video', 'live', 'assistant', 'custom'] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];
