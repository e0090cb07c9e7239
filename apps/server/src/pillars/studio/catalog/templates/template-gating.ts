import type { ErrorKey } from '@orator/shared';

export interface TemplateFlags {
  vipOnly: boolean;
  personalOnly: boolean;
}

export interface TemplateUser {
  /** An active membership (product-rules#export-tiers). */
  member: boolean;
  /** The workspace the project would be created in. */
  tenantKind: 'personal' | 'enterprise';
}

/** Templates may be members-only or personal-only (product-rules#catalog): the refusal key, or null. */
export function templateRefusal(template: TemplateFlags, user: TemplateUser): ErrorKey | null {
  if (template.personalOnly && user.tenantKind !== 'personal') return 'templatePersonalOnly';
  if (template.vipOnly && !user.member) return 'templateVipOnly';
  return null;
}
