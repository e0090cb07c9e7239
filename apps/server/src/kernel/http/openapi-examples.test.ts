import { describe, expect, it } from 'vitest';
import { OPEN_API_EXAMPLES, scopeOfRoute } from '@orator/shared';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/factory/index.ts';
import { sampleOf } from './openapi-examples.ts';

const databases = await testDatabases();

interface MediaNode {
  schema?: unknown;
  example?: unknown;
}
interface OperationNode {
  requestBody?: { content?: Record<string, MediaNode> };
  responses?: Record<string, { content?: Record<string, MediaNode> }>;
}

// The document does not depend on the database: one suffices.
describe('examples in /openapi.json', () => {
  const t = useTestApp(databases[0]!, { jobs: 'off' });

  const keyOperationsOf = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<{ paths: Record<string, Record<string, OperationNode>> }>();
    const found: { id: string; node: OperationNode }[] = [];
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, node] of Object.entries(item))
        if (['get', 'post', 'put', 'delete'].includes(method) && scopeOfRoute(path))
          found.push({ id: `${method.toUpperCase()} ${path}`, node });
    return found;
  };

  it('gives every operation a key may call a response example, and a request example whenever it takes a body', async () => {
    const operations = await keyOperationsOf();
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.flatMap(({ id, node }) => {
      const problems: string[] = [];
      const answer = Object.values(node.responses?.['200']?.content ?? {});
      if (!answer.some((media) => media.example !== undefined)) problems.push(`${id}: no response example`);
      const body = Object.values(node.requestBody?.content ?? {});
      if (body.length > 0 && !body.some((media) => media.example !== undefined)) problems.push(`${id}: no request example`);
      return problems;
    });
    expect(missing).toEqual([]);
    // The walk-through's operations are written by hand (and the conversation turn is in a key scope).
    const ids = new Set(operations.map((o) => o.id));
    for (const id of [
      'POST /manprocess/video/project/create',
      'POST /manprocess/man/lamination/compose/video',
      'GET /manprocess/job/{id}',
      'GET /manprocess/video/project/{id}/download',
      'POST /aiask/avatar/file/upload',
      'POST /aiask/avatar/avatarRole/answer',
      'POST /manprocess/batch/start',
      'POST /manprocess/videoDub/upload',
    ]) {
      expect(ids.has(id), id).toBe(true);
      expect(OPEN_API_EXAMPLES[id], id).toBeDefined();
    }
    const create = operations.find((o) => o.id === 'POST /manprocess/video/project/create')!;
    expect(create.node.requestBody?.content?.['application/json']?.example).toEqual(OPEN_API_EXAMPLES[create.id]!.request);
    const upload = operations.find((o) => o.id === 'POST /aiask/avatar/file/upload')!;
    expect(upload.node.requestBody?.content?.['multipart/form-data']?.example).toMatchObject({ libId: expect.any(String) });
  });

  it("checks each request example against the route's own body schema, and each written answer against its response schema", () => {
    const operations = [...t.app.keyOperations.values()];
    const refused = operations.flatMap((operation) => {
      if (!operation.body || operation.requestType !== 'application/json') return [];
      const parsed = operation.body.safeParse(operation.requestExample);
      return parsed.success ? [] : [`${operation.id}: ${parsed.error.message}`];
    });
    expect(refused).toEqual([]);
    const wrongAnswers = operations.flatMap((operation) => {
      const written = OPEN_API_EXAMPLES[operation.id]?.response;
      if (written === undefined || !operation.response) return [];
      const parsed = operation.response.safeParse(written);
      return parsed.success ? [] : [`${operation.id}: ${parsed.error.message}`];
    });
    expect(wrongAnswers).toEqual([]);
    // No written example names an operation that does not exist (a renamed route would leave it behind).
    expect(Object.keys(OPEN_API_EXAMPLES).filter((id) => !t.app.keyOperations.has(id))).toEqual([]);
  });

  it('samples a JSON schema within its constraints', () => {
    expect(
      sampleOf({
        type: 'object',
        required: ['name', 'count', 'kind', 'tags', 'mail', 'note'],
        properties: {
          name: { type: 'string', minLength: 10, maxLength: 12 },
          count: { type: 'integer', exclusiveMinimum: 0, maximum: 5 },
          kind: { enum: ['a', 'b'] },
          tags: { type: 'array', minItems: 2, items: { type: 'string' } },
          mail: { type: 'string', format: 'email' },
          note: { anyOf: [{ type: 'null' }, { type: 'string', default: 'hi' }] },
          optional: { type: 'string' },
        },
      }),
    ).toEqual({ name: 'examplexxx', count: 1, kind: 'a', tags: ['example', 'example'], mail: 'user@example.com', note: 'hi' });
  });
});
