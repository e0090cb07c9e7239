/** What a paid order grants, fixed when the order is made. */
export interface OrderGrant {
  /** Membership days (0: no membership change, e.g. pay as you go or a time pack). */
  days: number;
  compositionSeconds: number;
  /** Business / Enterprise (proMan). */
  proMan: boolean;
  /** The 4K tier. */
  ultra: boolean;
}
