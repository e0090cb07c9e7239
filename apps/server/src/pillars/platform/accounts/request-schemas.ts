import { z } from 'zod';
import { CodeScene } from '@orator/shared';
import {
  checkAgreement,
  checkPasswordConfirmation,
  emailAccountPasswordSchema,
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  verificationCodeSchema,
  withRule,
} from '@orator/shared/validation';

/**
 * The route schemas: the wire shapes of packages/shared/src/platform/api/accounts.ts with the field
 * rules attached (product-rules#accounts-fields), so each violation answers 400 with its catalogue message. Fields are listed in
 * form order: the first broken one is the message shown.
 */

/** An unticked box may arrive as false or not at all; both mean "not agreed". */
const agreed = withRule(z.boolean().default(false), checkAgreement);

function withMatchingConfirmation<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.superRefine((value, ctx) => {
    const result = checkPasswordConfirmation(value.password, value.confirmPassword);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error, path: ['confirmPassword'] });
  });
}

export const SendEmailCodeQuery = z.object({ email: emailSchema, scene: CodeScene, sliderToken: z.string().optional() });
export const SendSmsQuery = z.object({ phone: phoneSchema, scene: CodeScene, sliderToken: z.string().optional() });

export const SliderVerifyBody = z.object({
  id: z.string().max(100),
  x: z.number(),
  trail: z
    .array(z.tuple([z.number(), z.number()]))
    .max(2000)
    .optional(),
});

export const EmailRegisterBody = withMatchingConfirmation(
  z.object({
    email: emailSchema,
    code: verificationCodeSchema,
    password: emailAccountPasswordSchema,
    confirmPassword: z.string(),
    agree: agreed,
  }),
);
export const PhoneRegisterBody = withMatchingConfirmation(
  z.object({ phone: phoneSchema, code: verificationCodeSchema, password: passwordSchema, confirmPassword: z.string(), agree: agreed }),
);
export const EmailLoginBody = z.object({ email: emailSchema, password: z.string().max(200), sliderToken: z.string().default('') });
export const PhonePasswordLoginBody = z.object({ phone: phoneSchema, password: z.string().max(200), sliderToken: z.string().default('') });
/** third/part/login (spec §7): the account is an email when it holds an '@', else a phone number. */
export const AccountLoginBody = z
  .object({ account: z.string().max(200), password: z.string().max(200), sliderToken: z.string().default('') })
  .transform((body, ctx) => {
    const kind = body.account.includes('@') ? ('email' as const) : ('phone' as const);
    const parsed = (kind === 'email' ? emailSchema : phoneSchema).safeParse(body.account);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['account'], message: issue.message });
      return z.NEVER;
    }
    return { ...body, kind, account: parsed.data };
  });
export const SmsLoginBody = z.object({ phone: phoneSchema, code: verificationCodeSchema, agree: agreed });
export const EmailResetBody = withMatchingConfirmation(
  z.object({ email: emailSchema, code: verificationCodeSchema, password: emailAccountPasswordSchema, confirmPassword: z.string() }),
);
export const PhoneResetBody = withMatchingConfirmation(
  z.object({ phone: phoneSchema, code: verificationCodeSchema, password: passwordSchema, confirmPassword: z.string() }),
);
/** The new password's rule depends on the account, so the service checks it. */
export const ChangePasswordBody = z.object({
  oldPassword: z.string().max(200),
  password: z.string().max(200),
  confirmPassword: z.string().max(200),
});
export const ChangePhoneBody = z.object({ phone: phoneSchema, code: verificationCodeSchema });
export const DeleteAccountVerifyBody = z.object({ code: verificationCodeSchema });
export const DeleteAccountConfirmBody = z.object({ deleteTicket: z.string().max(200) });
export const TenantSwitchBody = z.object({ tenantId: z.string().max(100) });
export const TenantCreateBody = z.object({ name: nameSchema.pipe(z.string().max(100)) });
/** `?companyId=` of the original product's phone paths: accepted and ignored (one company per install). */
export const CompanyQuery = z.object({ companyId: z.string().optional() });
