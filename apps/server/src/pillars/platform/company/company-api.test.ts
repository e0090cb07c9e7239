/**
 * Company configurations on every database (issue 15 §2): operators create, edit and delete them
 * (audited, NLP key never echoed); the public call answers the merged settings selected by the
 * companyId header, the query or the Host header, and never carries the NLP key.
 */
import { COMPANY_CONFIG_PATHS, OPERATOR_PATHS, type AuditPage, type CompanyConfigView, type PublicCompanyConfig } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';

const SECRET = 'nlp-secret-7f3a91';

describe.each(await testDatabases())('company configuration on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off', users: { operator: { isAdmin: true }, customer: {} } });

  const create = (body: object) => api.call<CompanyConfigView>(api.user('operator'), 'POST', COMPANY_CONFIG_PATHS.admin, body);
  const current = (headers: Record<string, string>, query = '') =>
    api.call<PublicCompanyConfig | null>(null, 'POST', `${COMPANY_CONFIG_PATHS.current}${query}`, undefined, headers);

  it('answers the merged configuration selected by companyId header, query or host, without the NLP key', async () => {
    const created = await create({
      companyId: 'acme',
      hosts: ['Video.Acme.example', 'acme.test:8443'],
      nlpKey: SECRET,
      settings: {
        menuHide: true,
        homeRedirect: 'liveCentre',
        loginHiding: { mode: 'notifyParent' },
        embedOrigins: ['https://portal.acme.example'],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ companyId: 'acme', hosts: ['acme.test:8443', 'video.acme.example'], hasNlpKey: true });
    expect(JSON.stringify(created.body)).not.toContain(SECRET);

    const expected = {
      companyId: 'acme',
      tailor: true,
      loginType: 'phoneLogin',
      agreementIgnore: true,
      menuHide: true,
      homeRedirect: 'liveCentre',
      loginHiding: { mode: 'notifyParent', loginUrl: '' },
    };
    const byHeader = await current({ companyId: 'acme', host: 'elsewhere.example' });
    expect(byHeader.body.data).toMatchObject(expected);
    expect((await current({}, '?companyId=acme')).body.data).toMatchObject(expected);
    expect((await current({ host: 'video.acme.example:443' })).body.data).toMatchObject(expected);
    expect((await current({ host: 'acme.test:8443' })).body.data).toMatchObject(expected);
    const get = await api.app.inject({ method: 'GET', url: COMPANY_CONFIG_PATHS.current, headers: { host: 'VIDEO.acme.example' } });
    expect(get.json()).toMatchObject({ data: expected });
    for (const answer of [byHeader.body, get.json()]) expect(JSON.stringify(answer)).not.toContain(SECRET);

    expect((await current({ host: 'unknown.example' })).body.data).toBeNull();
    expect((await current({ companyId: 'nobody', host: 'video.acme.example' })).body.data).toBeNull();
    expect((await api.ctx.services.company.nlpKeyFor({ companyId: 'acme' })) === SECRET).toBe(true);
  });

  it('returns the settings unchanged when the operator turns the defaults off', async () => {
    await create({ companyId: 'plain', applyDefaults: false, settings: { tailor: false } });
    expect((await current({ companyId: 'plain' })).body.data).toEqual({ companyId: 'plain', tailor: false });
  });

  it('edits, keeps or clears the key, refuses taken ids and hosts, deletes, and audits each change', async () => {
    const operator = api.user('operator');
    const first = (await create({ companyId: 'north', hosts: ['north.example'], nlpKey: SECRET })).body.data;
    expect((await create({ companyId: 'north' })).status).toBe(409);
    const hostTaken = await create({ companyId: 'south', hosts: ['north.example'] });
    expect(hostTaken.status).toBe(409);
    expect(hostTaken.body.message).toBe('This host already selects another configuration');
    const raced = await Promise.all([1, 2, 3].map(() => create({ companyId: 'east' })));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409]);

    const edit = (body: object) =>
      api.call<CompanyConfigView>(operator, 'PUT', COMPANY_CONFIG_PATHS.adminOne(first.id), { companyId: 'north', ...body });
    expect((await edit({ hosts: ['north2.example'], settings: { loginType: 'emailLogin' } })).body.data).toMatchObject({
      hosts: ['north2.example'],
      hasNlpKey: true,
    });
    expect((await current({ host: 'north.example' })).body.data).toBeNull();
    expect((await current({ host: 'north2.example' })).body.data).toMatchObject({ loginType: 'emailLogin' });
    expect((await edit({ nlpKey: '' })).body.data.hasNlpKey).toBe(false);
    expect((await edit({ settings: { loginHiding: { mode: 'redirect' } } })).status).toBe(400);
    expect((await edit({ settings: { embedOrigins: ['https://a.example/path'] } })).status).toBe(400);

    expect((await api.call(operator, 'DELETE', COMPANY_CONFIG_PATHS.adminOne(first.id))).status).toBe(200);
    expect((await api.call(operator, 'DELETE', COMPANY_CONFIG_PATHS.adminOne(first.id))).status).toBe(404);
    expect((await current({ companyId: 'north' })).body.data).toBeNull();

    const audit = (await api.call<AuditPage>(operator, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items.filter(
      (a) => a.targetId === first.id,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'companyConfigDelete',
      'companyConfigUpdate',
      'companyConfigUpdate',
      'companyConfigCreate',
    ]);
    expect(audit[3]).toMatchObject({ targetKind: 'company', operatorId: operator.userId, after: { companyId: 'north', hasNlpKey: true } });
    expect(JSON.stringify(audit)).not.toContain(SECRET);
  });

  it('is for operators only', async () => {
    const customer = api.user('customer');
    expect((await api.call(customer, 'GET', COMPANY_CONFIG_PATHS.admin)).status).toBe(403);
    expect((await api.call(customer, 'POST', COMPANY_CONFIG_PATHS.admin, { companyId: 'mine' })).status).toBe(403);
    expect((await api.call(customer, 'DELETE', COMPANY_CONFIG_PATHS.adminOne('x'))).status).toBe(403);
    expect((await api.call(null, 'GET', COMPANY_CONFIG_PATHS.admin)).status).toBe(401);
  });
});
