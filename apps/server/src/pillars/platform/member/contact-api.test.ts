/**
 * The business-contact form on every database (issue 14 §3; spec §5 rules, §9 callback): one shared
 * schema refuses bad fields with their catalogue message, a good submission is stored with the 24 h
 * promise, five per IP an hour, and only operators list and mark them handled.
 */
import { CONTACT_PATHS, type ContactPage, type ContactReceipt, type ContactRequest } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';

const GOOD = {
  fullName: 'Lin Wei',
  email: 'lin.wei@acme-media.com',
  areaCode: '+86',
  phone: '13800138000',
  company: 'Acme Media',
  jobTitle: 'Head of training',
  services: ['videoCreation', 'enterprisePlan'],
  message: 'We would like 200 training videos a month in three languages.',
};

describe.each(await testDatabases())('contact form on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off', users: { operator: { isAdmin: true }, visitor: {} } });
  let ipCounter = 0;
  /** A submission from its own IP unless one is given (the limit is per IP). */
  const send = async (body: object, ip = `10.9.0.${++ipCounter}`, language = 'en') => {
    const res = await api.app.inject({
      method: 'POST',
      url: CONTACT_PATHS.submit,
      payload: body,
      remoteAddress: ip,
      headers: { language },
    });
    return { status: res.statusCode, body: res.json<{ data: ContactReceipt; message: string }>() };
  };

  it('stores a good submission and promises a callback within 24 hours', async () => {
    const sent = await send(GOOD);
    expect(sent.status).toBe(200);
    expect(sent.body.data.callbackWithinHours).toBe(24);
    const open = (await api.call<ContactPage>(api.user('operator'), 'GET', CONTACT_PATHS.adminList)).body.data;
    expect(open.items.find((c) => c.id === sent.body.data.id)).toMatchObject({ ...GOOD, handledAt: null });
  });

  it('refuses each broken rule with its message, in the caller’s language', async () => {
    const cases: [object, string][] = [
      [{ ...GOOD, fullName: '  ' }, 'Please enter your name (up to 50 characters)'],
      [{ ...GOOD, fullName: 'x'.repeat(51) }, 'Please enter your name (up to 50 characters)'],
      [{ ...GOOD, email: 'lin.wei@gmail.com' }, 'Please enter a valid business email (not a personal mailbox)'],
      [{ ...GOOD, email: 'not-an-email' }, 'Please enter a valid business email (not a personal mailbox)'],
      [{ ...GOOD, areaCode: '' }, 'Please choose an area code before the phone number'],
      [{ ...GOOD, phone: '12ab' }, 'Please enter a valid phone number'],
      [{ ...GOOD, jobTitle: '' }, 'Please enter your job title'],
      [{ ...GOOD, services: [] }, 'Please choose at least one service'],
      [{ ...GOOD, message: 'x'.repeat(5001) }, 'Please enter a message (up to 5000 characters)'],
    ];
    for (const [body, message] of cases) {
      const refused = await send(body);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await send({ ...GOOD, services: [] }, undefined, 'zh-CN')).body.message).toBe('请至少选择一项服务');
    // A field left out is named too, not a bare 'Error request'.
    expect((await send({ ...GOOD, jobTitle: undefined })).body.message).toBe('Please enter your job title');
    // No phone at all needs no area code; a message of exactly 5000 and a name of 50 are fine.
    expect((await send({ ...GOOD, areaCode: '', phone: '', fullName: 'x'.repeat(50), message: 'y'.repeat(5000) })).status).toBe(200);
  });

  it('takes five submissions an hour from one IP', async () => {
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await send(GOOD, '10.77.0.1'));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(GOOD, '10.77.0.2')).status).toBe(200);
  });

  it('lets only operators list submissions and mark them handled', async () => {
    const { id } = (await send(GOOD)).body.data;
    const visitor = api.user('visitor');
    expect((await api.call(visitor, 'GET', CONTACT_PATHS.adminList)).status).toBe(403);
    expect((await api.call(visitor, 'PUT', CONTACT_PATHS.adminHandled(id))).status).toBe(403);
    expect((await api.call(null, 'GET', CONTACT_PATHS.adminList)).status).toBe(401);
    const operator = api.user('operator');
    const handled = (await api.call<ContactRequest>(operator, 'PUT', CONTACT_PATHS.adminHandled(id))).body.data;
    expect(handled.handledAt).not.toBeNull();
    const open = (await api.call<ContactPage>(operator, 'GET', CONTACT_PATHS.adminList)).body.data;
    expect(open.items.map((c) => c.id)).not.toContain(id);
    const all = (await api.call<ContactPage>(operator, 'GET', `${CONTACT_PATHS.adminList}?show=all`)).body.data;
    expect(all.items.map((c) => c.id)).toContain(id);
    expect((await api.call(operator, 'PUT', CONTACT_PATHS.adminHandled('no-such-id'))).status).toBe(404);
  });
});
