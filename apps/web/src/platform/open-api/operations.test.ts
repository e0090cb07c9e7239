import { describe, expect, it } from 'vitest';
import { keyOperations } from './operations.ts';

describe('keyOperations', () => {
  it('lists only operations a key scope covers, with a body skeleton of the required fields', () => {
    const document = {
      paths: {
        '/manprocess/video/project/create': {
          post: {
            summary: 'Create a project',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['projectName', 'ratio'],
                    properties: { projectName: { type: 'string' }, ratio: { type: 'number', default: 0 }, note: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
        '/manprocess/video/project/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true }] } },
        '/manprocess/batch/start': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['name'] },
                  example: { name: 'Spring', rows: [{ dialogue: 'Hi' }] },
                },
              },
            },
          },
        },
        '/userprocess/security/password': { post: { summary: 'Change password' } },
        '/userprocess/openApi/keys': { get: {} },
      },
    };
    const operations = keyOperations(document);
    expect(operations.map((o) => o.id).sort()).toEqual([
      'GET /manprocess/video/project/{id}',
      'POST /manprocess/batch/start',
      'POST /manprocess/video/project/create',
    ]);
    // The document's example is the try-it body when there is one.
    expect(JSON.parse(operations.find((o) => o.path === '/manprocess/batch/start')!.bodyExample!)).toEqual({
      name: 'Spring',
      rows: [{ dialogue: 'Hi' }],
    });
    const [create, read] = [operations.find((o) => o.path.endsWith('/create'))!, operations.find((o) => o.method === 'GET')!];
    expect(JSON.parse(create.bodyExample!)).toEqual({ projectName: '', ratio: 0 });
    expect(read).toMatchObject({ scope: 'video', bodyExample: null, parameters: [{ name: 'id', in: 'path', required: true }] });
    expect(keyOperations(null)).toEqual([]);
  });
});
