import { describe, expect, it } from 'vitest';
import { AIASK_ROUTES, knowledgeDetailPath } from './conversation.ts';

describe('conversational home paths', () => {
  it('puts the base (and extras) into the query of the detail pages', () => {
    expect(knowledgeDetailPath('kb 1')).toBe('/aiask/home/knowLedgeDetail/knowledgeDoc?id=kb+1');
    expect(knowledgeDetailPath('kb1', 'knowledgeDocWash', { docId: 'd/2' })).toBe(
      '/aiask/home/knowLedgeDetail/knowledgeDocWash?id=kb1&docId=d%2F2',
    );
  });

  it('keeps the spec’s spelling of the routes', () => {
    expect(AIASK_ROUTES.knowledgeDetail).toBe('/aiask/home/knowLedgeDetail');
    expect(AIASK_ROUTES.qaLibrary('x')).toBe('/aiask/home/knowledgeList/qaLibrary/x');
    expect(AIASK_ROUTES.webUploadOf('x')).toBe('/aiask/home/knowledgeList/webUpload/x');
  });
});
