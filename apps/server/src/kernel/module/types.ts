import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { AppDb, Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { SessionStore } from '../tenancy/sessions.ts';
import type { TenantDirectory } from '../tenancy/tenancy.ts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Infrastructure each process builds once, before any module: configuration, the database,
 * the job queue and the two stores the HTTP layer authenticates with. A module receives only
 * the parts it names in `needs`.
 */
export interface Shared {
  config: Config;
  database: Database;
  db: AppDb;
  jobs: JobQueue;
  sessions: SessionStore;
  tenants: TenantDirectory;
}

/** `needs` lists exactly the keys of a module's `Deps`: a name left out or added fails the type check. */
export type Needs<Deps> = { readonly [K in keyof Deps]-?: true };

/**
 * A feature area. `Deps` is the module's own statement of what it uses, each with its type:
 * parts of `Shared` and other modules' services (by module name), e.g.
 * `Pick<Shared, 'db'> & { storage: StorageService }`. The registry (modules.ts) builds
 * the services in dependency order and checks, at compile time, that every need is met.
 * Modules never import the registry or the composition root, so there is no import circle.
 */
export interface ServerModule<Name extends string, Service, Deps extends object = object> {
  name: Name;
  needs: Needs<Deps>;
  /** Builds the module's service once per process. */
  create(deps: Deps): Service | Promise<Service>;
  /** HTTP routes; they reach their own service and the declared deps, nothing else. */
  routes?(app: ZodApp, service: Service, deps: Deps): void | Promise<void>;
  /** Job handlers, registered in every process (only workers run them). */
  jobs?(service: Service, deps: Deps): void;
  /** Start-up data (server process only). */
  seed?(service: Service, deps: Deps): Promise<void>;
}

/**
 * Any module, for the registry's loops. Methods are checked bivariantly, so a module with
 * concrete `Service` and `Deps` is assignable here.
 */
export type AnyModule = ServerModule<string, unknown, object>;
