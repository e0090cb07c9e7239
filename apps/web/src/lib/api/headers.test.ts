import { describe, expect, it } from 'vitest';
import { buildRequestHeaders } from './headers.ts';

describe('buildRequestHeaders', () => {
  it('sends the token twice, the tenant and the wire language code', () => {
    const headers = buildRequestHeaders({ token: 'tok', tenantId: 't1', companyId: 'acme', language: 'zh-TW', timeZone: 'Asia/Taipei' });
    expect(headers).toEqual({
      token: 'tok',
      Authorization: 'Bearer tok',
      tenantId: 't1',
      companyId: 'acme',
      language: 'zhcht-TW',
      timeZone: 'Asia/Taipei',
    });
  });

  it('leaves out what a visitor does not have', () => {
    const headers = buildRequestHeaders({ token: null, tenantId: null, companyId: null, language: 'zh-CN', timeZone: 'UTC' });
    expect(headers).toEqual({ language: 'zhchs', timeZone: 'UTC' });
  });
});
