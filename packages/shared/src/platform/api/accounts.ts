import { z } from 'zod';

/**
 * The account API contract shared by the server routes and the web client (login
 * screens, account rules of product-rules#accounts, /userprocess paths). Field rules (phone, email, password)
 * are checked by the validators in `validation/`; these schemas describe the wire shape.
 */
export const ACCOUNT_PATHS = {
  sliderChallenge: '/userprocess/captcha/slider', // GET -> SliderChallenge
  sliderVerify: '/userprocess/captcha/slider/verify', // POST SliderVerifyBody -> { sliderToken }
  // Code sending needs a fresh sliderToken. Scenes: register (address must be free), reset
  // (must exist), login (SMS only), changePhone (SMS to the NEW phone, logged in),
  // deleteAccount (to the logged-in account's own email or phone). One code a minute per address.
  sendEmailCode: '/userprocess/third/part/sendEmailCode', // GET ?email&scene&sliderToken
  emailRegister: '/userprocess/third/part/emailRegister', // POST EmailRegisterBody -> LoginResult
  emailLogin: '/userprocess/third/part/accountLogin', // POST EmailLoginBody -> LoginResult
  accountLogin: '/userprocess/third/part/login', // POST AccountLoginBody -> LoginResult (an email or a phone with its password; spec §7)
  emailResetPassword: '/userprocess/third/part/resetPwd', // POST EmailResetBody
  sendSms: '/userprocess/metaman/sendSms', // GET ?phone&scene&sliderToken
  smsLogin: '/userprocess/metaman/login', // POST SmsLoginBody (?companyId) -> LoginResult; registers on first login
  phonePasswordLogin: '/userprocess/pwd/gwskip/login', // POST PhonePasswordLoginBody -> LoginResult
  phoneRegister: '/userprocess/pwd/gwskip/register', // POST PhoneRegisterBody (?companyId) -> LoginResult
  phoneResetPassword: '/userprocess/pwd/gwskip/reset/secret', // POST PhoneResetBody (?companyId)
  userInfo: '/userprocess/metaman/user', // GET -> UserInfo
  logout: '/userprocess/connect/out', // POST -> null (revokes the session token)
  changePassword: '/userprocess/security/password', // POST ChangePasswordBody
  changePhone: '/userprocess/security/phone', // POST ChangePhoneBody
  deleteAccountVerify: '/userprocess/account/delete/verify', // POST { code } -> { deleteTicket }
  deleteAccountConfirm: '/userprocess/account/delete/confirm', // POST { deleteTicket } -> null
  tenantList: '/userprocess/tenant/list', // GET -> Tenant[]
  tenantSwitch: '/userprocess/tenant/switch', // POST { tenantId } -> UserInfo
  tenantCreate: '/userprocess/tenant/create', // POST { name } -> Tenant (an enterprise workspace)
  outbox: '/userprocess/admin/outbox', // GET ?page&size -> Page<OutboxMessage> (admins only)
} as const;

/** Why a code is sent: the server keeps codes per scene so one cannot be reused for another. */
export const CodeScene = z.enum(['register', 'login', 'reset', 'changePhone', 'deleteAccount']);
export type CodeScene = z.infer<typeof CodeScene>;

export const SliderChallenge = z.object({
  id: z.string(),
  /** PNG data URLs drawn by the server: the background with a gap, and the piece that fits it. */
  background: z.string(),
  piece: z.string(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
  /** The piece's vertical position; the user supplies the horizontal one by dragging. */
  pieceY: z.number(),
});
export type SliderChallenge = z.infer<typeof SliderChallenge>;

export const SliderVerifyBody = z.object({
  id: z.string(),
  x: z.number(),
  /** Drag trace [x, t] pairs; a missing trail, an instant jump or a perfectly uniform glide is treated as a robot. */
  trail: z
    .array(z.tuple([z.number(), z.number()]))
    .max(2000)
    .optional(),
});

export const SendEmailCodeQuery = z.object({ email: z.string(), scene: CodeScene, sliderToken: z.string().optional() });
export const SendSmsQuery = z.object({ phone: z.string(), scene: CodeScene, sliderToken: z.string().optional() });

export const EmailRegisterBody = z.object({
  email: z.string(),
  code: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  agree: z.boolean(),
});
export const EmailLoginBody = z.object({ email: z.string(), password: z.string(), sliderToken: z.string() });
export const EmailResetBody = z.object({ email: z.string(), code: z.string(), password: z.string(), confirmPassword: z.string() });
export const SmsLoginBody = z.object({ phone: z.string(), code: z.string(), agree: z.boolean() });
export const PhonePasswordLoginBody = z.object({ phone: z.string(), password: z.string(), sliderToken: z.string() });
export const PhoneRegisterBody = z.object({
  phone: z.string(),
  code: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  agree: z.boolean(),
});
export const PhoneResetBody = z.object({ phone: z.string(), code: z.string(), password: z.string(), confirmPassword: z.string() });
export const ChangePasswordBody = z.object({ oldPassword: z.string(), password: z.string(), confirmPassword: z.string() });
export const ChangePhoneBody = z.object({ phone: z.string(), code: z.string() });
export const DeleteAccountVerifyBody = z.object({ code: z.string() });
export const DeleteAccountConfirmBody = z.object({ deleteTicket: z.string() });
export const TenantSwitchBody = z.object({ tenantId: z.string() });
export const TenantCreateBody = z.object({ name: z.string() });

export const Tenant = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  kind: z.enum(['personal', 'enterprise']),
  role: z.enum(['owner', 'admin', 'member']),
});
export type Tenant = z.infer<typeof Tenant>;

export const UserInfo = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  /** Masked as 3-4-4 with the middle four hidden (product-rules#accounts-fields). */
  phone: z.string().nullable(),
  /** 0 or absent = non-VIP; 'vip' = member (product-rules#export-tiers). */
  vipType: z.union([z.literal(0), z.literal('vip')]),
  /** 'Y' = Business or Enterprise plan. */
  proMan: z.enum(['Y', 'N']),
  /** The member has the 4K add-on (plan tier member4k); false when not a member. */
  ultra: z.boolean(),
  /** ISO date the membership ends, or null. */
  expiredVip: z.string().nullable(),
  /** Remaining composition time in seconds. */
  remainCredits: z.number(),
  registerTime: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  accountType: z.enum(['personal', 'enterprise']),
  languages: z.string(),
  isAdmin: z.boolean(),
  storageUsed: z.number(),
  storageTotal: z.number(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginResult = z.object({ token: z.string(), user: UserInfo });
export type LoginResult = z.infer<typeof LoginResult>;

export const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
