import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../kernel/constants/limits.ts';

/**
 * The business-contact form (issue 14 §3; spec §3 Contact form, §5 its rules, §9 consultation
 * callback). One schema, used by the web form before sending and by the server on receipt.
 */
export const CONTACT_PATHS = {
  /** POST ContactBody -> ContactReceipt (public; rate-limited per IP) */
  submit: '/userprocess/contact/submit',
  /** GET PageQuery & { handled? } -> ContactPage (operators) */
  adminList: '/userprocess/admin/contact/list',
  /** PUT -> ContactRequest (operators): marks a submission handled */
  adminHandled: (id: string) => `/userprocess/admin/contact/${id}/handled`,
} as const;

/** Spec §9: a consultation is called back within 24 hours. */
export const CONTACT_CALLBACK_HOURS = 24;

/** What the visitor may ask about (the spec names no list: ours, from the product's areas). */
export const CONTACT_SERVICES = [
  'videoCreation',
  'liveStreaming',
  'customAvatar',
  'voiceCloning',
  'conversationalAvatar',
  'apiIntegration',
  'enterprisePlan',
  'other',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

/** Area codes offered before the phone number ("+" and 1-4 digits). */
export const CONTACT_AREA_CODES = ['+86', '+852', '+853', '+886', '+1', '+44', '+65', '+81', '+82', '+61', '+49', '+33'] as const;

/** Personal mailboxes: a business email is any valid address outside these. */
const PERSONAL_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sina.cn',
  'sohu.com',
  'aliyun.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
]);
const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,9}$/;

/** A valid address whose domain is not a personal mailbox provider. */
function isBusinessEmail(email: string): boolean {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) return false;
  return !PERSONAL_MAIL_DOMAINS.has(trimmed.slice(trimmed.lastIndexOf('@') + 1).toLowerCase());
}

export const ContactBody = z
  .object({
    fullName: z.string({ error: 'contactNameRequired' }).trim().min(1, 'contactNameRequired').max(CONTACT_NAME_MAX, 'contactNameRequired'),
    email: z
      .string({ error: 'contactBusinessEmail' })
      .trim()
      .max(254, 'contactBusinessEmail')
      .refine(isBusinessEmail, 'contactBusinessEmail'),
    /** Required whenever a phone number is given (spec §5). */
    areaCode: z
      .string()
      .trim()
      .regex(/^(\+\d{1,4})?$/, 'contactAreaCodeRequired')
      .default(''),
    phone: z
      .string()
      .trim()
      .regex(/^(\d{5,15})?$/, 'contactPhoneInvalid')
      .default(''),
    company: z.string().trim().max(100).default(''),
    jobTitle: z.string({ error: 'contactJobTitleRequired' }).trim().min(1, 'contactJobTitleRequired').max(100, 'contactJobTitleRequired'),
    services: z
      .array(z.enum(CONTACT_SERVICES), { error: 'contactServicesRequired' })
      .min(1, 'contactServicesRequired')
      .max(CONTACT_SERVICES.length),
    message: z
      .string({ error: 'contactMessageRequired' })
      .trim()
      .min(1, 'contactMessageRequired')
      .max(CONTACT_MESSAGE_MAX, 'contactMessageRequired'),
  })
  .refine((body) => body.phone === '' || body.areaCode !== '', { message: 'contactAreaCodeRequired', path: ['areaCode'] });
export type ContactBody = z.input<typeof ContactBody>;

export const ContactReceipt = z.object({
  id: z.string(),
  /** Spec §9: the promise shown after sending. */
  callbackWithinHours: z.number(),
});
export type ContactReceipt = z.infer<typeof ContactReceipt>;

export const ContactRequest = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  services: z.array(z.string()),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** 'open' (not handled yet, the default) or 'all'. */
  show: z.enum(['open', 'all']).default('open'),
});

export const ContactPage = z.object({ items: z.array(ContactRequest), total: z.number(), page: z.number(), size: z.number() });
export type ContactPage = z.infer<typeof ContactPage>;
