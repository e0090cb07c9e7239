import { CompanyConfigBody } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { bodyOf, formOf, parseMicroApps } from './configForm.ts';

describe('company configuration form', () => {
  it('turns lines into lists and round-trips a configuration', () => {
    const values = {
      ...formOf(null),
      companyId: ' acme ',
      hosts: 'Video.Acme.example\n\n acme.test:8443 ',
      embedOrigins: 'https://portal.acme.example/',
      loginHidingMode: 'redirect' as const,
      loginUrl: 'https://sso.acme.example/login',
      microApps: 'reports | http://127.0.0.1:9000/ | Reports',
    };
    const body = bodyOf(values);
    expect(CompanyConfigBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      companyId: 'acme',
      hosts: ['video.acme.example', 'acme.test:8443'],
      settings: {
        embedOrigins: ['https://portal.acme.example'],
        loginHiding: { mode: 'redirect', loginUrl: 'https://sso.acme.example/login' },
      },
    });
    expect(body).not.toHaveProperty('nlpKey');
    const view = {
      id: '1',
      companyId: body.companyId,
      hosts: body.hosts,
      applyDefaults: true,
      settings: body.settings,
      hasNlpKey: false,
      updatedAt: '',
    };
    expect(bodyOf(formOf(view))).toEqual(body);
  });

  it('sends a new key, a clear, or nothing (keep)', () => {
    expect(bodyOf({ ...formOf(null), companyId: 'a', nlpKey: ' k1 ' }).nlpKey).toBe('k1');
    expect(bodyOf({ ...formOf(null), companyId: 'a', nlpKey: 'k1', clearNlpKey: true }).nlpKey).toBe('');
  });

  it('refuses micro-app lines without a name, an http(s) url or a label', () => {
    expect(parseMicroApps('reports | https://r.example | Reports')).toEqual([
      { name: 'reports', url: 'https://r.example', label: 'Reports' },
    ]);
    expect(parseMicroApps('reports | ftp://r.example | Reports')).toBeNull();
    expect(parseMicroApps(' | https://r.example | Reports')).toBeNull();
    expect(parseMicroApps('Reports | https://r.example | Reports')).toBeNull();
    expect(parseMicroApps('')).toEqual([]);
  });
});
