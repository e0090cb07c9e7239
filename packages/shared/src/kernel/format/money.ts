import { MONEY_DIVISOR } from '../constants/client.ts';

export interface MoneyFormatOptions {
  /** Keep '.00' on whole amounts (default false: 1900 -> '19'). */
  keepZeroDecimals?: boolean;
}

/**
 * Money is held in integer minor units and shown divided by 100 with 2 decimals (product-rules#web-app).
 * Integer arithmetic avoids float artefacts such as 0.1 + 0.2.
 */
export function formatMoney(minorUnits: number, options: MoneyFormatOptions = {}): string {
  const rounded = Math.round(minorUnits);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const whole = Math.floor(absolute / MONEY_DIVISOR);
  const cents = absolute % MONEY_DIVISOR;
  if (cents === 0 && !options.keepZeroDecimals) return `${sign}${whole}`;
  return `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}
