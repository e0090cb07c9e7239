import { describe, expect, it } from 'vitest';
import { buildAiaskHeaders, buildRequestHeaders } from './headers.ts';

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

  it("adds the conversational client's oem (the partner, else Orator) and the page's source when it names one", () => {
    expect(buildAiaskHeaders({ companyId: 'acme' }, '?share=x&source=wechat')).toEqual({ oem: 'acme', source: 'wechat' });
    expect(buildAiaskHeaders({ companyId: null }, '')).toEqual({ oem: 'orator' });
    expect(buildAiaskHeaders({ companyId: null }, '?source=%20')).toEqual({ oem: 'orator' });
  });
});
