import { describe, expect, it } from 'vitest';
import { COMPANY_CONFIG_DEFAULTS, mergeCompanyConfig, mergeDeep } from './merge.ts';

describe('company configuration merge (spec §3)', () => {
  it('fills the defaults tailor true, loginType phoneLogin, agreementIgnore true', () => {
    expect(mergeCompanyConfig({ companyId: 'acme' })).toEqual({
      companyId: 'acme',
      tailor: true,
      loginType: 'phoneLogin',
      agreementIgnore: true,
    });
  });

  it('lets a supplied value win, false and empty values included', () => {
    expect(mergeCompanyConfig({ tailor: false, loginType: 'emailLogin', agreementIgnore: false })).toEqual({
      tailor: false,
      loginType: 'emailLogin',
      agreementIgnore: false,
    });
  });

  it('returns the input itself, unchanged, when the apply flag is false', () => {
    const input = { companyId: 'acme' };
    expect(mergeCompanyConfig(input, false)).toBe(input);
    expect(input).toEqual({ companyId: 'acme' });
  });

  it('merges nested objects key by key and replaces arrays whole', () => {
    const base = { loginHiding: { mode: 'notifyParent', loginUrl: '' }, hosts: ['a.example'] };
    const merged = mergeDeep(base, { loginHiding: { loginUrl: 'https://sso.example/login' }, hosts: ['b.example'] });
    expect(merged).toEqual({ loginHiding: { mode: 'notifyParent', loginUrl: 'https://sso.example/login' }, hosts: ['b.example'] });
    expect(base.loginHiding.loginUrl).toBe('');
  });

  it('keeps the base value for an undefined supplied key and never mutates the defaults', () => {
    expect(mergeCompanyConfig({ tailor: undefined })).toMatchObject({ tailor: true });
    expect(COMPANY_CONFIG_DEFAULTS).toEqual({ tailor: true, loginType: 'phoneLogin', agreementIgnore: true });
  });
});

describe('removed pages', () => {
  it('removes a page and the pages under it, never the home', async () => {
    const { isRemovedPage } = await import('./config.ts');
    expect(isRemovedPage('/openApi', ['/openApi'])).toBe(true);
    expect(isRemovedPage('/openApi/keys', ['/openApi/'])).toBe(true);
    expect(isRemovedPage('/openApiX', ['/openApi'])).toBe(false);
    expect(isRemovedPage('/', ['/'])).toBe(false);
    expect(isRemovedPage('/anything', undefined)).toBe(false);
  });
});
