import type { ErrorKey } from '../errors.ts';

/** A time refusal with what the message needs: seconds needed and seconds left. */
export interface CompositionTimeRefusal {
  error: ErrorKey;
  params: { needed: number; left: number };
}

/**
 * Does the balance cover this export (product-rules#export-tiers)? The one rule the server's
 * compose and the export dialog apply. A personal account is told what the video needs and
 * what is left (issue 24 §1: "no time left" with 11 s left for a 32 s video read as a bug); an
 * enterprise member asks the administrator, who grants time.
 */
export function compositionTimeRefusal(
  neededSeconds: number,
  leftSeconds: number,
  tenantKind: 'personal' | 'enterprise' = 'personal',
): CompositionTimeRefusal | null {
  const left = Math.max(0, Math.floor(leftSeconds));
  const needed = Math.ceil(neededSeconds);
  if (left > 0 && left >= needed) return null;
  const params = { needed, left };
  if (tenantKind === 'enterprise') return { error: 'noCompositionTimeEnterprise', params };
  return { error: left > 0 ? 'compositionTimeShort' : 'noCompositionTime', params };
}

/** Refusals a purchase resolves: the web shows them with a link to the member centre. */
export const BUY_TO_RESOLVE: ReadonlySet<ErrorKey> = new Set<ErrorKey>([
  'noCompositionTime',
  'compositionTimeShort',
  'purchaseMembershipFirst',
  'avatarBusinessOnly',
  'templateVipOnly',
  'resolutionVipOnly',
  'resolutionNeedsPayment',
  'watermarkMembersOnly',
]);
