import type { ErrorKey } from '../../kernel/errors.ts';
import type { Resolution } from '../project/kinds.ts';

/**
 * Cases of the export gate fed to BOTH of its callers, the export dialog (apps/web exportRules)
 * and the server's compose rules: the two must answer each the same. The proMan rows are the
 * disagreement this table was made for: the dialog once offered 4K to Business members (proMan)
 * while the server wanted the 4K add-on (ultra).
 */
export interface ExportGateCase {
  name: string;
  user: { activeMember: boolean; proMan: boolean; ultra: boolean };
  resolution: Resolution;
  watermark: boolean;
  expected: ErrorKey | null;
}

const free = { activeMember: false, proMan: false, ultra: false };
const member = { activeMember: true, proMan: false, ultra: false };
const business = { activeMember: true, proMan: true, ultra: false };
const member4k = { activeMember: true, proMan: false, ultra: true };

export const EXPORT_GATE_CASES: readonly ExportGateCase[] = [
  { name: 'free 720P', user: free, resolution: 'low', watermark: true, expected: null },
  { name: 'free 1080P', user: free, resolution: 'medium', watermark: true, expected: 'resolutionVipOnly' },
  { name: 'free 4K', user: free, resolution: 'high', watermark: true, expected: 'resolutionVipOnly' },
  { name: 'free without watermark', user: free, resolution: 'low', watermark: false, expected: 'watermarkMembersOnly' },
  {
    name: 'free with a lapsed 4K add-on',
    user: { ...free, ultra: true },
    resolution: 'high',
    watermark: true,
    expected: 'resolutionVipOnly',
  },
  { name: 'member 1080P without watermark', user: member, resolution: 'medium', watermark: false, expected: null },
  { name: 'member 4K', user: member, resolution: 'high', watermark: true, expected: 'resolutionNeedsPayment' },
  {
    name: 'business member 4K without the add-on',
    user: business,
    resolution: 'high',
    watermark: true,
    expected: 'resolutionNeedsPayment',
  },
  { name: 'business member 1080P', user: business, resolution: 'medium', watermark: true, expected: null },
  { name: 'member with the 4K add-on', user: member4k, resolution: 'high', watermark: false, expected: null },
];
