import { z } from 'zod';

/** The response schema of a route: the envelope (product-rules#errors) around its data. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), message: z.string(), data });
}
