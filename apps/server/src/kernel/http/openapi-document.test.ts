import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/factory/index.ts';
import { operationIdOf } from './openapi-document.ts';

/**
 * A lint of /openapi.json (issue 24 §6). No maintained OpenAPI linter is among our dependencies,
 * so this checks the rules generated clients and linters trip on, structurally: OpenAPI 3.0
 * schema types, usable path parameters, operationIds, documented refusals, resolvable $refs and
 * security schemes, and every example against its schema (with zod's JSON Schema reader).
 */

const databases = await testDatabases();

type Node = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Node;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: Node; example?: unknown }> };
  responses?: Record<string, Node>;
}
interface Document {
  openapi: string;
  info?: { title?: string; version?: string };
  servers?: { url?: string }[];
  security?: Record<string, string[]>[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const OAS30_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Node)[key] : undefined;
  }
  return node;
}

/** Values, not document structure: never walked into. */
const DATA_KEYS = ['default', 'example', 'examples', 'enum', 'const'];

/** Every object of the document's structure with the JSON path to it. */
function* walk(node: unknown, at: string): Generator<{ node: Node; at: string }> {
  if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* walk(item, `${at}/${i}`);
  else if (node && typeof node === 'object') {
    yield { node: node as Node, at };
    for (const [key, value] of Object.entries(node)) if (!DATA_KEYS.includes(key)) yield* walk(value, `${at}/${key}`);
  }
}

/** An OpenAPI 3.0 schema as JSON Schema: $refs inlined, `nullable` as a null type, `example` dropped. */
function asJsonSchema(document: unknown, schema: unknown, depth = 0): unknown {
  if (depth > 40) throw new Error('schema nests too deep');
  if (Array.isArray(schema)) return schema.map((item) => asJsonSchema(document, item, depth + 1));
  if (!schema || typeof schema !== 'object') return schema;
  const node = schema as Node;
  if (typeof node.$ref === 'string') return asJsonSchema(document, resolvePointer(document, node.$ref), depth + 1);
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' || key === 'example' || key === 'xml' || key === 'discriminator') continue;
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Node).map(([k, v]) => [k, asJsonSchema(document, v, depth + 1)])) : asJsonSchema(document, value, depth + 1);
  }
  if (node.nullable === true && typeof node.type === 'string') out.type = [node.type, 'null'];
  return out;
}

describe('/openapi.json lint', () => {
  const t = useTestApp(databases[0]!, { jobs: 'off' });

  const documentOf = async (): Promise<Document> => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json<Document>();
  };

  it('names a server and gives every operation a unique operationId, a 2xx and documented 4xx answers', async () => {
    const document = await documentOf();
    expect(document.openapi).toMatch(/^3\.0\.\d$/);
    expect(document.info?.title && document.info.version).toBeTruthy();
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.servers![0]!.url).toMatch(/^https?:\/\//);
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const at = `${method} ${path}`;
        if (!operation.operationId) problems.push(`${at}: no operationId`);
        else if (ids.has(operation.operationId)) problems.push(`${at}: operationId ${operation.operationId} used twice`);
        else ids.add(operation.operationId);
        const statuses = Object.keys(operation.responses ?? {});
        if (!statuses.some((s) => /^2/.test(s))) problems.push(`${at}: no 2xx answer`);
        if (!statuses.some((s) => /^4/.test(s))) problems.push(`${at}: no 4xx answer`);
        for (const [status, answer] of Object.entries(operation.responses ?? {}))
          if (!answer.$ref && typeof answer.description !== 'string') problems.push(`${at} ${status}: no description`);
      }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(300);
  });

  it('declares every path parameter the template names, with a name a generated client can use', async () => {
    const document = await documentOf();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const named = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
      for (const name of named) if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) problems.push(`${path}: parameter {${name}}`);
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        for (const name of named)
          if (!declared.some((p) => p.name === name && p.required === true)) problems.push(`${method} ${path}: {${name}} not declared as required`);
        for (const p of declared) if (!named.includes(p.name)) problems.push(`${method} ${path}: path parameter ${p.name} not in the path`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolves every $ref and security scheme, and writes schemas OpenAPI 3.0 understands', async () => {
    const document = await documentOf();
    const problems: string[] = [];
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    const requirements = [
      ...(document.security ?? []),
      ...Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((o) => o.security ?? [])),
    ];
    for (const requirement of requirements)
      for (const name of Object.keys(requirement)) if (!schemes.includes(name)) problems.push(`security scheme ${name} undefined`);
    for (const { node, at } of walk(document, '#')) {
      if (typeof node.$ref === 'string' && resolvePointer(document, node.$ref) === undefined) problems.push(`${at}: $ref ${node.$ref} does not resolve`);
      // Only schemas carry `nullable`; `type` also names security schemes (apiKey, http).
      if (node.nullable !== undefined && node.type === undefined) problems.push(`${at}: nullable without type`);
      if (at.includes('/schema') && 'type' in node && !at.endsWith('/properties') && !OAS30_TYPES.includes(node.type as string))
        problems.push(`${at}: type ${JSON.stringify(node.type)} is not an OpenAPI 3.0 type`);
    }
    expect(problems).toEqual([]);
  });

  it('gives examples that their schemas accept', async () => {
    const document = await documentOf();
    const problems: string[] = [];
    let checked = 0;
    const check = (at: string, schema: unknown, example: unknown) => {
      let validator: z.ZodType;
      try {
        validator = z.fromJSONSchema(asJsonSchema(document, schema) as Parameters<typeof z.fromJSONSchema>[0]);
      } catch (error) {
        problems.push(`${at}: schema unreadable (${(error as Error).message})`);
        return;
      }
      checked++;
      const parsed = validator.safeParse(example);
      if (!parsed.success) problems.push(`${at}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    };
    for (const { node, at } of walk(document, '#'))
      if ('example' in node && node.schema && typeof node.schema === 'object') check(at, node.schema, node.example);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('derives operationIds from the method and path', () => {
    expect(operationIdOf('get', '/manprocess/job/{id}')).toBe('getManprocessJobById');
    expect(operationIdOf('post', '/aiask/avatar/avatarRole/answer')).toBe('postAiaskAvatarAvatarRoleAnswer');
    expect(operationIdOf('put', '/oss/{bucket}/{key}')).toBe('putOssByBucketByKey');
  });
});
