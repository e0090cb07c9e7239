import { z } from 'zod';

/**
 * A partner company's configuration (spec §3 "Company configuration", §2 route rules, §4 editor
 * opening, §6 login hiding): what the web app reads to tailor itself. Every field is optional so
 * the merge rule (./merge.ts) can tell a supplied value from a default.
 */

/** Which login the dialog shows first (LoginForm's tabs). */
export const LOGIN_TYPES = ['phoneLogin', 'passwordLogin', 'emailLogin'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Where the home (`/`) sends visitors in a tailored deployment (§2: live centre, main index, make home; two hosts: login). */
export const HOME_REDIRECTS = ['none', 'liveCentre', 'mainIndex', 'makeHome', 'login'] as const;
export type HomeRedirect = (typeof HOME_REDIRECTS)[number];

/** §6: a login request in a login-hiding deployment tells the parent window, or goes to the partner's login page. */
export const LOGIN_HIDING_MODES = ['off', 'notifyParent', 'redirect'] as const;
export type LoginHidingMode = (typeof LOGIN_HIDING_MODES)[number];

export const COMPANY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const CompanyId = z.string().trim().regex(COMPANY_ID_PATTERN);

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), { message: 'invalidUrl' });

/** An origin exactly (scheme, host, port), as MessageEvent.origin reports it. */
const Origin = httpUrl.refine((value) => new URL(value).origin === value, { message: 'invalidOrigin' });

/** An app path whose page (and the pages under it) a configuration removes. */
const PagePath = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9/_-]*$/)
  .max(200);

/** Host name with optional port, lower case (what the Host header carries). */
const HostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/)
  .max(253);

/** The micro-app loader's custom elements are named `micro-app-<name>`. */
const MICRO_APP_NAME_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export const MicroAppEntry = z.object({
  name: z.string().trim().regex(MICRO_APP_NAME_PATTERN),
  url: httpUrl,
  /** The menu item's text, as the operator typed it (the partner's own product name). */
  label: z.string().trim().min(1).max(40),
});
export type MicroAppEntry = z.infer<typeof MicroAppEntry>;

export const CompanySettings = z.object({
  tailor: z.boolean().optional(),
  menuHeadHide: z.boolean().optional(),
  menuHide: z.boolean().optional(),
  loginType: z.enum(LOGIN_TYPES).optional(),
  agreementIgnore: z.boolean().optional(),
  homeRedirect: z.enum(HOME_REDIRECTS).optional(),
  removedPages: z.array(PagePath).max(50).optional(),
  title: z.string().trim().max(100).optional(),
  keywords: z.string().trim().max(300).optional(),
  loginHiding: z
    .object({ mode: z.enum(LOGIN_HIDING_MODES), loginUrl: z.union([httpUrl, z.literal('')]).default('') })
    .refine((value) => value.mode !== 'redirect' || value.loginUrl !== '', { message: 'loginUrlRequired', path: ['loginUrl'] })
    .optional(),
  /** Parent windows allowed to embed the app and exchange messages with it. */
  embedOrigins: z.array(Origin).max(20).optional(),
  /** §2/§4: the editor URL carries id and token as query parameters (for a parent that opens it elsewhere). */
  tokenInEditorUrl: z.boolean().optional(),
  microApps: z.array(MicroAppEntry).max(10).optional(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

/** What the public configuration call answers: the merged settings, never the NLP key. */
export const PublicCompanyConfig = CompanySettings.extend({ companyId: z.string() });
export type PublicCompanyConfig = z.infer<typeof PublicCompanyConfig>;

/** An operator's create or edit. `nlpKey`: absent keeps the stored key, '' clears it. */
export const CompanyConfigBody = z.object({
  companyId: CompanyId,
  hosts: z.array(HostName).max(20).default([]),
  applyDefaults: z.boolean().default(true),
  settings: CompanySettings.default({}),
  nlpKey: z.string().trim().max(500).optional(),
});
export type CompanyConfigBody = z.infer<typeof CompanyConfigBody>;

/** An operator's view: the NLP key is a secret, so only whether one is set. */
export const CompanyConfigView = z.object({
  id: z.string(),
  companyId: z.string(),
  hosts: z.array(z.string()),
  applyDefaults: z.boolean(),
  settings: CompanySettings,
  hasNlpKey: z.boolean(),
  updatedAt: z.string(),
});
export type CompanyConfigView = z.infer<typeof CompanyConfigView>;

export const CompanyConfigPage = z.object({
  items: z.array(CompanyConfigView),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  /**
   * Whether the server has a language model (LLM_BASE_URL). Without one a company's NLP key is kept
   * but unused: every assistant runs offline (templates, extractive answers), and the page says so.
   */
  languageModelConfigured: z.boolean(),
});
export type CompanyConfigPage = z.infer<typeof CompanyConfigPage>;

/** The public selection: `companyId` header or query first, else the request's host. */
export const CompanyConfigQuery = z.object({ companyId: z.string().trim().max(64).optional() });

export const COMPANY_CONFIG_PATHS = {
  /** POST (or GET) ?companyId -> PublicCompanyConfig | null; public (spec §7). */
  current: '/coreprocess/sys/config/gwskip/list',
  /** GET PageQuery -> CompanyConfigPage; POST CompanyConfigBody -> CompanyConfigView (operators) */
  admin: '/userprocess/admin/companyConfigs',
  /** PUT CompanyConfigBody -> CompanyConfigView; DELETE (operators) */
  adminOne: (id: string) => `/userprocess/admin/companyConfigs/${id}`,
} as const;

/** The path is one of the configuration's removed pages, or under one. */
export function isRemovedPage(pathname: string, removedPages: readonly string[] | undefined): boolean {
  return (removedPages ?? []).some(
    (removed) => removed !== '/' && (pathname === removed || pathname.startsWith(`${removed.replace(/\/$/, '')}/`)),
  );
}
