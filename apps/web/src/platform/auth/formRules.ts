import type { RuleResult } from '@orator/shared/validation';
import type { FormRule } from 'antd';
import { errorText } from '../../lib/i18n/index.ts';

/**
 * antd form rules backed by the shared validators (product-rules#accounts-fields), so the client
 * shows exactly the catalogue message the server would send.
 */
export function ruleOf(check: (value: string) => RuleResult): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = check(typeof value === 'string' ? value : '');
      return result.ok ? Promise.resolve() : Promise.reject(new Error(errorText(result.error)));
    },
  };
}

export function requiredRule(check: (value: string) => RuleResult = () => ({ ok: true })): FormRule {
  return ruleOf((value) => (value.trim() === '' ? { ok: false, error: 'codeRequired' } : check(value)));
}

/** "The two entries must match", re-checked whenever the first one changes (`dependencies`). */
export function sameAsRule(field: string, check: (first: string, second: string) => RuleResult): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const result = check(String(getFieldValue(field) ?? ''), typeof value === 'string' ? value : '');
      return result.ok ? Promise.resolve() : Promise.reject(new Error(errorText(result.error)));
    },
  });
}

export function agreementRule(check: (accepted: boolean) => RuleResult): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = check(value === true);
      return result.ok ? Promise.resolve() : Promise.reject(new Error(errorText(result.error)));
    },
  };
}
