/** The verification code inside an outbox message (six digits, product-rules#accounts-codes), for copying. */
export function extractCode(body: string): string | null {
  return /(?<!\d)(\d{6})(?!\d)/.exec(body)?.[1] ?? null;
}
