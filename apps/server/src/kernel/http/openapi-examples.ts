import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { ok, OPEN_API_EXAMPLES, scopeOfRoute, type OpenApiExample } from '@orator/shared';

/**
 * Request and response examples in /openapi.json for every operation an API key may call
 * (issue 15 §1). The hand-written ones (OPEN_API_EXAMPLES, for the main walk-through: create a
 * project, compose, job status, download, voices, avatars, knowledge upload, conversation turn,
 * batch, translation) win; every other operation gets one generated from the route's own zod
 * schemas. A request example is only published when the route's body schema accepts it.
 */

/** One operation a key may call, as the route declared it. */
export interface KeyOperation {
  /** `POST /path/{id}`: the OpenAPI document's method and path. */
  id: string;
  method: string;
  path: string;
  body: z.ZodType | null;
  /** The 200 answer's schema (null: a file, a stream, or an envelope without a declared schema). */
  response: z.ZodType | null;
  /** The example request body (null without a body, or when none passes the body schema). */
  requestExample: unknown;
  requestType: 'application/json' | 'multipart/form-data';
  /** The example answer and its content type. */
  responseExample: { contentType: string; value: unknown } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operations API keys may call, with their examples (filled as routes register). */
    keyOperations: Map<string, KeyOperation>;
  }
}

/** Fastify's `/a/:id/*` as the OpenAPI document writes it: `/a/{id}/{*}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
};

const FORMATS: Record<string, string> = {
  email: 'user@example.com',
  uri: 'https://example.com/picture.png',
  url: 'https://example.com/picture.png',
  uuid: '3f0c2a8e-6b1d-4f55-9a2e-0c8e7d4b9a10',
  'date-time': '2026-11-28T02:40:00.000Z',
  date: '2026-11-28',
};

/** A small value that satisfies a JSON schema's declared constraints (defaults and enums first). */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0], depth + 1);
  if (schema.allOf?.length) return sampleOf(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleOf(schema.properties?.[name], depth + 1);
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sampleOf(item, depth + 1));
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sampleOf(schema.items, depth + 1));
    }
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      const min = schema.minLength ?? 0;
      const text = 'example'.padEnd(min, 'x');
      return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return null;
  }
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema | undefined {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The examples of one route: hand-written first, else generated; a request only when its schema accepts it. */
export function examplesFor(
  id: string,
  body: z.ZodType | null,
  response: z.ZodType | null,
): Pick<KeyOperation, 'requestExample' | 'requestType' | 'responseExample'> {
  const written: OpenApiExample | undefined = OPEN_API_EXAMPLES[id];
  const requestType = written?.requestType ?? 'application/json';
  let requestExample: unknown = null;
  // A form's fields are read by the route itself (no body schema): the written example is shown as it is.
  if (requestType === 'multipart/form-data') requestExample = written?.request ?? null;
  else if (body) {
    const candidate = written && 'request' in written ? written.request : sampleOf(jsonSchemaOf(body, 'input'));
    requestExample = body.safeParse(candidate).success ? candidate : null;
  }
  let responseExample: KeyOperation['responseExample'] = null;
  if (written?.response !== undefined)
    responseExample = { contentType: written.responseType ?? 'application/json', value: written.response };
  else if (response) responseExample = { contentType: 'application/json', value: asSuccess(sampleOf(jsonSchemaOf(response, 'output'))) };
  return { requestExample, requestType, responseExample };
}

/** A generated envelope reads as a success (`code` 200, `message` 'success'), not as the sampler's placeholders. */
function asSuccess(value: unknown): unknown {
  if (value && typeof value === 'object' && 'code' in value && 'message' in value && 'data' in value)
    return { ...value, ...ok(null), data: value.data };
  return value;
}

type Examples = ReturnType<typeof examplesFor>;

/**
 * The operation with its examples made on first read (/openapi.json, once per process): making
 * them turns every key route's schemas into JSON Schema, about half of registering the routes,
 * which a start-up (and every test suite's app) would otherwise pay without serving the document.
 */
function lazyExamples(operation: Omit<KeyOperation, keyof Examples>): KeyOperation {
  let examples: Examples | undefined;
  const made = (): Examples => (examples ??= examplesFor(operation.id, operation.body, operation.response));
  return Object.defineProperties(operation, {
    requestExample: { enumerable: true, get: () => made().requestExample },
    requestType: { enumerable: true, get: () => made().requestType },
    responseExample: { enumerable: true, get: () => made().responseExample },
  }) as KeyOperation;
}

/** Collects the key operations as routes register (call before the routes are added). */
export function collectKeyOperations(app: FastifyInstance): void {
  app.decorate('keyOperations', new Map<string, KeyOperation>());
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { hide?: boolean; body?: unknown; response?: Record<string, unknown> } | undefined;
    if (schema?.hide) return;
    const path = openApiPath(route.url);
    // Session-only routes are documented too; those with a written example get it in the document.
    const written = [route.method].flat().some((method) => OPEN_API_EXAMPLES[`${method} ${path}`] !== undefined);
    if (!scopeOfRoute(route.url) && !written) return;
    const body = isZod(schema?.body) ? schema.body : null;
    const ok = schema?.response?.['200'] ?? schema?.response?.[200 as unknown as string];
    const response = isZod(ok) ? ok : null;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const id = `${method} ${path}`;
      app.keyOperations.set(id, lazyExamples({ id, method, path, body, response }));
    }
  });
}

interface DocumentOperation {
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown; example?: unknown }> }>;
}

/** The swagger document with each key operation's examples in place (the document itself is not changed). */
export function withExamples<T>(document: T, operations: Map<string, KeyOperation>): T {
  const copy = structuredClone(document) as T & { paths?: Record<string, Record<string, DocumentOperation>> };
  for (const operation of operations.values()) {
    const node = copy.paths?.[operation.path]?.[operation.method.toLowerCase()];
    if (!node) continue;
    if (operation.requestExample !== null) {
      // A form has no schema in the document: its example is the description of its fields.
      const body = (node.requestBody ??= { content: {} });
      const media = ((body.content ??= {})[operation.requestType] ??= {});
      media.example = operation.requestExample;
    }
    if (operation.responseExample) {
      const responses = (node.responses ??= {});
      const ok = (responses['200'] ??= { description: 'Default Response' });
      const content = (ok.content ??= {});
      const media = (content[operation.responseExample.contentType] ??= {});
      media.example = operation.responseExample.value;
    }
  }
  return copy;
}
