import { scopeOfRoute, type ApiKeyScope } from '@orator/shared';

/** One operation of the OpenAPI document an API key may call. */
export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  scope: ApiKeyScope;
  summary: string;
  parameters: { name: string; in: string; required: boolean }[];
  /** The document's example body (else a skeleton of the required fields), or null when the operation takes no JSON body. */
  bodyExample: string | null;
}

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  default?: unknown;
  anyOf?: SchemaNode[];
}

interface OperationNode {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode; example?: unknown }> };
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** A small example value for a schema: its default or first enum value, else a typed placeholder. */
function exampleOf(schema: SchemaNode | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return exampleOf(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const name of schema.required ?? []) out[name] = exampleOf(schema.properties?.[name], depth + 1);
    return out;
  }
  if (type === 'array') return [];
  if (type === 'string') return '';
  if (type === 'number' || type === 'integer') return 0;
  if (type === 'boolean') return false;
  return null;
}

/** The operations of an OpenAPI document that some API key scope covers, grouped order: by scope, then path. */
export function keyOperations(document: unknown): Operation[] {
  const paths = (document as { paths?: Record<string, Record<string, OperationNode>> } | null)?.paths ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const scope = scopeOfRoute(path);
    if (!scope) continue;
    for (const method of METHODS) {
      const node = item[method];
      if (!node) continue;
      const json = node.requestBody?.content?.['application/json'];
      const schema = json?.schema;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        scope,
        summary: node.summary ?? node.description ?? '',
        parameters: (node.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: p.required === true })),
        bodyExample:
          json?.example !== undefined ? JSON.stringify(json.example, null, 2) : schema ? JSON.stringify(exampleOf(schema), null, 2) : null,
      });
    }
  }
  return operations.sort((a, b) => a.scope.localeCompare(b.scope) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
