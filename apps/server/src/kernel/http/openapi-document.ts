import { messageFor, type ErrorKey } from '@orator/shared';

/**
 * The last touches /openapi.json needs to pass an OpenAPI 3.0 lint and to be usable by generated
 * clients (issue 24 §6): @fastify/swagger leaves `servers` empty, gives no operation an
 * operationId, documents only the 200 answer, writes the storage route's wildcard as a parameter
 * named `*`, and fastify-type-provider-zod writes `nullable` on schemas without a `type` (which
 * OpenAPI 3.0 gives no meaning). The lint itself is openapi-document.test.ts.
 */

/** The storage route's wildcard (`/oss/:bucket/*`) names an object key, slashes included. */
export const WILDCARD_PARAMETER = 'key';

type Node = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; description?: string }[];
  responses?: Record<string, unknown>;
}
interface Document {
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The failure envelope every refusal answers with (product-rules#errors). */
const FAILURE_SCHEMA = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'number', description: '-1 for a failure, 401 when the login or key is not accepted' },
    message: { type: 'string', description: "The reason, in the request's `language`" },
    data: { type: 'object', nullable: true, description: 'Always null on a failure' },
  },
};

interface Refusal {
  name: string;
  description: string;
  /** The catalogue message its example carries (in English). */
  key: ErrorKey;
}

/** The refusals any operation may answer with, whoever calls it. */
const REFUSALS: Record<string, Refusal> = {
  '400': { name: 'BadRequest', description: 'The input was refused; the message says why', key: 'errorRequest' },
  '401': {
    name: 'Unauthorized',
    description: 'No valid login or API key (an unknown or revoked key is refused on every path)',
    key: 'loginExpired',
  },
  '403': {
    name: 'Forbidden',
    description: "Not allowed: outside the key's scopes, another account's item, or a plan that does not include it",
    key: 'apiKeyScopeRefused',
  },
  '429': {
    name: 'TooManyRequests',
    description: "Over the key's per-minute limit (see Retry-After) or another rate limit",
    key: 'tooManyRequests',
  },
};
const NOT_FOUND: Refusal = { name: 'NotFound', description: 'No such item (or not yours)', key: 'notFound' };

/** `post /manprocess/job/{id}` → `postManprocessJobById`; unique within the document. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const text = parameter ? `by ${parameter[1]}` : segment;
      return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return [method, ...words].map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/** OpenAPI 3.0's `nullable` needs a `type`: dropped where there is none, moved into typed branches of anyOf/oneOf. */
function repairNullable(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(repairNullable);
  if (!node || typeof node !== 'object') return;
  const schema = node as Node;
  if (schema.nullable !== undefined && schema.type === undefined) {
    const branches = (schema.anyOf ?? schema.oneOf) as Node[] | undefined;
    if (schema.nullable === true && branches) {
      for (const branch of branches) {
        if (branch.type === undefined) continue;
        branch.nullable = true;
        // OpenAPI 3.0.3: with an enum, null is allowed only when the enum lists it.
        if (Array.isArray(branch.enum) && !branch.enum.includes(null)) branch.enum = [...(branch.enum as unknown[]), null];
      }
    }
    // Without a type (`{}`), any value, null included, was already allowed.
    delete schema.nullable;
  }
  for (const value of Object.values(schema)) repairNullable(value);
}

/** The document as published: the swagger output is copied, never changed. */
export function finishedDocument<T>(document: T, serverUrl: string): T {
  const copy = structuredClone(document) as T & Document;
  copy.servers = [{ url: serverUrl, description: 'This Orator server' }];
  const components = (copy.components ??= {});
  const schemas = (components.schemas ??= {});
  schemas.Failure = FAILURE_SCHEMA;
  const responses = (components.responses ??= {});
  for (const refusal of [...Object.values(REFUSALS), NOT_FOUND])
    responses[refusal.name] = {
      description: refusal.description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' }, example: { code: refusal.key === 'loginExpired' ? 401 : -1, message: messageFor(refusal.key, 'en'), data: null } } },
    };

  const paths: NonNullable<Document['paths']> = {};
  const taken = new Set<string>();
  for (const [rawPath, item] of Object.entries(copy.paths ?? {})) {
    const path = rawPath.replace(/\{\*\}/g, `{${WILDCARD_PARAMETER}}`);
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'path' && parameter.name === '*') {
          parameter.name = WILDCARD_PARAMETER;
          parameter.description = 'The object key; it may contain slashes (u/{userId}/...)';
        }
      let id = operationIdOf(method, path);
      for (let n = 2; taken.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
      taken.add(id);
      operation.operationId = id;
      const answers = (operation.responses ??= {});
      for (const [status, refusal] of Object.entries(REFUSALS)) answers[status] ??= { $ref: `#/components/responses/${refusal.name}` };
      if (path.includes('{')) answers['404'] ??= { $ref: `#/components/responses/${NOT_FOUND.name}` };
    }
    paths[path] = item;
  }
  copy.paths = paths;
  repairNullable(copy.paths);
  return copy;
}
