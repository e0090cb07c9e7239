import { z } from 'zod';
import { isErrorKey, type ErrorKey } from '../errors.ts';
import {
  checkAgreement,
  checkEmail,
  checkEmailAccountPassword,
  checkPassword,
  checkPasswordConfirmation,
  checkPhone,
  checkVerificationCode,
} from './account.ts';
import { checkDubbingText } from './dubbing.ts';
import { checkColor, checkShareValidityDays } from './misc.ts';
import { checkFileName, checkName } from './names.ts';
import type { Rule } from './result.ts';
import { checkTimeText } from './time.ts';

/**
 * zod schemas built from the rules, so the server and the forms share one rule. A failing
 * rule becomes an issue whose message is the ErrorKey; translate it with messageFor.
 */
export function withRule<S extends z.ZodType>(schema: S, rule: Rule<z.output<S>>): S {
  return schema.superRefine((value, ctx) => {
    const result = rule(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
  }) as unknown as S; // superRefine keeps the schema's type at runtime; the cast keeps it in the type too
}

/** The ErrorKey of the first rule issue, if the error came from one. */
export function errorKeyOf(error: z.ZodError): ErrorKey | undefined {
  const issue = error.issues.find((i) => isErrorKey(i.message));
  return issue && isErrorKey(issue.message) ? issue.message : undefined;
}

export const phoneSchema = withRule(z.string(), checkPhone);
export const emailSchema = withRule(z.string().trim(), checkEmail);
export const passwordSchema = withRule(z.string(), checkPassword);
export const emailAccountPasswordSchema = withRule(z.string(), checkEmailAccountPassword);
export const verificationCodeSchema = withRule(z.string().trim(), checkVerificationCode);
export const agreementSchema = withRule(z.boolean(), checkAgreement);
export const nameSchema = withRule(z.string().trim(), checkName);
export const fileNameSchema = withRule(z.string(), checkFileName);
export const colorSchema = withRule(z.string().trim(), checkColor);
export const shareValidityDaysSchema = withRule(z.number(), checkShareValidityDays);
export const timeTextSchema = withRule(z.string(), checkTimeText);
export const dubbingTextSchema = withRule(z.string(), checkDubbingText);

/** A new password and its confirmation; the mismatch is reported on `confirmPassword`. */
export function passwordPairSchema(passwordRule: z.ZodType<string> = passwordSchema) {
  return z.object({ password: passwordRule, confirmPassword: z.string() }).superRefine((value, ctx) => {
    const result = checkPasswordConfirmation(value.password, value.confirmPassword);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error, path: ['confirmPassword'] });
  });
}
