import { z } from 'zod';

/**
 * Notices (issue 14 §3; spec §3 Notice, §7 `notice/list`, `notice/all/read`, §9 badge max): what
 * the product tells a user about work that finished while they were elsewhere (a render done or
 * failed), and operators' broadcasts. Each notice is the user's own; the header shows the unread
 * count (capped for display at BADGE_MAX) and the list; reading one or all marks them read.
 */
const userprocess = (path: string) => `/userprocess/${path}`;

export const NOTICE_PATHS = {
  /** GET PageQuery -> NoticePage (newest first, with the unread count) */
  list: userprocess('notice/list'),
  /** PUT -> { marked } (every unread notice of the caller) */
  allRead: userprocess('notice/all/read'),
  /** PUT -> Notice; `notFound` for another user's notice */
  read: (id: string) => userprocess(`notice/${id}/read`),
  /** POST NoticeBroadcastBody -> { sent } (operators only): one notice to every account */
  broadcast: userprocess('notice/broadcast'),
} as const;

/**
 * What a notice is about. The web app words each kind in the reader's language from its params;
 * a broadcast carries the operator's own title and body.
 */
export const NOTICE_KINDS = [
  'renderSucceeded',
  'renderFailed',
  'timeGranted',
  'paymentPaid',
  'paymentFailed',
  'codeRedeemed',
  'commissionEarned',
  'withdrawalApproved',
  'withdrawalRejected',
  'cloneAuthorizationApproved',
  'cloneAuthorizationRejected',
  'broadcast',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const Notice = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  /** The operator's words (broadcast), null for kinds the app words itself. */
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** The kind's values: `name` (a project), `projectId`, `reason`, `seconds` (time granted), `orderNo` and `amount` (minor units) of a payment; `code`, `plan`, `days`, `seconds` of a redeemed code; `name`, `cloneId`, `reason` of a reviewed clone authorization. */
  params: z.record(z.string(), z.string()),
  /** Spec §3: 0 = unread. */
  isRead: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof Notice>;

export const NoticePage = z.object({
  items: z.array(Notice),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  unread: z.number(),
});
export type NoticePage = z.infer<typeof NoticePage>;

export const NoticeBroadcastBody = z.object({
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(2000),
});
export type NoticeBroadcastBody = z.infer<typeof NoticeBroadcastBody>;
