import crypto from 'node:crypto';

/** Two hex signatures compared in constant time (signed links, upload tokens, SigV4); empty never matches. */
export function constantTimeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right);
}
