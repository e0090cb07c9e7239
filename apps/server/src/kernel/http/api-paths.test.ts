import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths.ts';

describe('which paths the API answers', () => {
  it('sends the conversational area pages to the web app and keeps its API', () => {
    for (const page of [
      '/aiask/home',
      '/aiask/home/knowledgeList/table',
      '/aiask/digital/shop-front',
      '/aiask/login',
      '/aiask/h5/list',
      '/aiask',
    ])
      expect(isApiPath(page), page).toBe(false);
    for (const call of ['/aiask/avatar', '/aiask/avatar/documentLib/page', '/aiask/avatar/avatarRole/rolePage'])
      expect(isApiPath(call), call).toBe(true);
  });

  it('keeps the other API prefixes whole-segment only', () => {
    expect(isApiPath('/userprocess/user/info')).toBe(true);
    expect(isApiPath('/api/chat/question/page')).toBe(true);
    expect(isApiPath('/apis')).toBe(true);
    expect(isApiPath('/apisomething')).toBe(false);
    expect(isApiPath('/creation')).toBe(false);
  });
});
