/** The member centre and the business-contact form (issue 14 §3-4; the spec shows no routes for them: these are ours). */
export const MEMBER_ROUTES = {
  centre: '/main/member',
  contact: '/contact',
  operator: '/admin/console',
} as const;
