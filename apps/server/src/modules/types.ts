import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';

export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A feature area: its routes, its job handlers (run by whichever process works jobs), its seed data. */
export interface AppModule {
  name: string;
  routes?(app: ZodApp, ctx: AppContext): void | Promise<void>;
  jobs?(ctx: AppContext): void;
  seed?(ctx: AppContext): Promise<void>;
}
