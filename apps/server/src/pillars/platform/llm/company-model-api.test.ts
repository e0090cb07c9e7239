/**
 * A company's custom NLP key (issue 15 §2, product-rules#company-config) on every database: each
 * language-model call made for a request selected to a company — by the companyId header, the
 * query or the Host header — carries that company's key as its bearer key; other requests carry
 * the server's LLM_API_KEY. Jobs keep the scope they were enqueued in. The key never shows in an
 * answer or a log line. The model is a small local HTTP server started by the test
 * (model-server.fixture.ts), standing in for the remote model we cannot reach.
 */
import { COMPANY_CONFIG_PATHS, ROLE_PATHS, type CompanyConfigPage, type CompanyConfigView, type PromptGeneration } from '@orator/shared';
import { ASSISTANT_PATHS, type WritingResult } from '@orator/shared/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCompanySelector, runInCompanyScope, type CompanySelector } from '../../../kernel/tenancy/company-scope.ts';
import { JobQueue } from '../../../kernel/jobs/queue.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';
import { eventually } from '../../../../test/factory/waiting.ts';
import { startModelServer, type ModelServer } from '../../conversation/roles/model-server.fixture.ts';

const SERVER_KEY = 'server-key-0c1d';
const ACME_KEY = 'acme-nlp-key-5e9b';
const GLOBEX_KEY = 'globex-nlp-key-77aa';

describe.each(await testDatabases())('company NLP keys with a language model on $name', (target) => {
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer();
  });
  afterAll(() => model.close());
  const logLines: string[] = [];
  const api = useTestApp(target, {
    jobs: 'off',
    listen: true,
    env: () => ({ LLM_BASE_URL: model.url, LLM_API_KEY: SERVER_KEY, LOG_LEVEL: 'trace' }),
    users: { operator: { isAdmin: true } },
    logStream: { write: (line: string) => void logLines.push(line) },
  });

  const configure = async (body: object) => {
    const created = await api.call<CompanyConfigView>(api.user('operator'), 'POST', COMPANY_CONFIG_PATHS.admin, body);
    expect(created.status).toBe(200);
  };
  /** The Authorization header the model server saw for one writing-assistant call. */
  const keyOfWriting = async (headers: Record<string, string>, query = '') => {
    const user = await api.newUser();
    const before = model.authorizations.length;
    const reply = await api.call<WritingResult>(user, 'POST', `${ASSISTANT_PATHS.write}${query}`, { topic: 'Our bakery' }, headers);
    expect(reply.status).toBe(200);
    expect(reply.body.data.writer).toBe('model');
    expect(model.authorizations.length).toBe(before + 1);
    return model.authorizations.at(-1);
  };

  it('uses the selected company’s key for the writing assistant, by header, query or host', async () => {
    await configure({ companyId: 'acme', hosts: ['video.acme.example'], nlpKey: ACME_KEY });
    await configure({ companyId: 'globex', hosts: ['globex.example'], nlpKey: GLOBEX_KEY });
    await configure({ companyId: 'keyless', hosts: ['keyless.example'] });

    expect(await keyOfWriting({ companyId: 'acme' })).toBe(`Bearer ${ACME_KEY}`);
    expect(await keyOfWriting({}, '?companyId=globex')).toBe(`Bearer ${GLOBEX_KEY}`);
    expect(await keyOfWriting({ host: 'video.acme.example:443' })).toBe(`Bearer ${ACME_KEY}`);
    expect(await keyOfWriting({ host: 'globex.example' })).toBe(`Bearer ${GLOBEX_KEY}`);
    // The header names the company even on another company's host (the public config call's rule).
    expect(await keyOfWriting({ companyId: 'globex', host: 'video.acme.example' })).toBe(`Bearer ${GLOBEX_KEY}`);
    // A company without a key, an unknown one, or none at all: the server's key.
    expect(await keyOfWriting({ companyId: 'keyless' })).toBe(`Bearer ${SERVER_KEY}`);
    expect(await keyOfWriting({ companyId: 'nobody' })).toBe(`Bearer ${SERVER_KEY}`);
    expect(await keyOfWriting({})).toBe(`Bearer ${SERVER_KEY}`);
  });

  it('uses it for the other model calls too, concurrently without mixing keys, and never shows it', async () => {
    await configure({ companyId: 'acme2', nlpKey: ACME_KEY });
    await configure({ companyId: 'globex2', nlpKey: GLOBEX_KEY });
    const user = await api.newUser();
    const before = model.requests.length;
    // Role prompt generation (another module holding the port), interleaved across two companies.
    const replies = await Promise.all(
      ['acme2', 'globex2', 'acme2', 'globex2'].map((companyId, index) =>
        api.call<PromptGeneration>(
          user,
          'POST',
          ROLE_PATHS.promptGeneration,
          { name: `Guide ${index}`, description: companyId },
          { companyId },
        ),
      ),
    );
    for (const reply of replies) expect(reply.body.data.mode).toBe('llm');
    const seen = model.requests.slice(before).map((request, index) => ({
      asked: JSON.stringify(request.messages),
      authorization: model.authorizations[before + index],
    }));
    expect(seen).toHaveLength(4);
    for (const { asked, authorization } of seen) {
      expect(authorization).toBe(asked.includes('globex2') ? `Bearer ${GLOBEX_KEY}` : `Bearer ${ACME_KEY}`);
    }

    const page = await api.call<CompanyConfigPage>(api.user('operator'), 'GET', `${COMPANY_CONFIG_PATHS.admin}?page=1&size=20`);
    expect(page.body.data.languageModelConfigured).toBe(true);
    expect(JSON.stringify(page.body)).not.toContain(ACME_KEY);
    // The model's bearer key is not among the logged headers (log redaction), nor anywhere in the log.
    expect(logLines.length).toBeGreaterThan(0);
    for (const key of [ACME_KEY, GLOBEX_KEY, SERVER_KEY]) expect(logLines.join('\n')).not.toContain(key);
  });

  it('picks the key explicitly with languageModelFor, and inside a company scope', async () => {
    await configure({ companyId: 'acme3', nlpKey: ACME_KEY });
    const { llm } = api.ctx.services;
    const explicit = await llm.languageModelFor({ companyId: 'acme3' });
    await explicit!.complete({ messages: [{ role: 'user', content: 'hi' }], temperature: 0, maxTokens: 5 });
    expect(model.authorizations.at(-1)).toBe(`Bearer ${ACME_KEY}`);
    await runInCompanyScope({ companyId: 'acme3' }, () =>
      llm.model!.complete({ messages: [{ role: 'user', content: 'hi' }], temperature: 0, maxTokens: 5 }),
    );
    expect(model.authorizations.at(-1)).toBe(`Bearer ${ACME_KEY}`);
    await llm.model!.complete({ messages: [{ role: 'user', content: 'hi' }], temperature: 0, maxTokens: 5 });
    expect(model.authorizations.at(-1)).toBe(`Bearer ${SERVER_KEY}`);
  });

  it('runs a job in the company scope it was enqueued in', async () => {
    // A queue of its own on the test database: the job reports the scope it runs in.
    const queue = new JobQueue(api.ctx.database, { concurrency: 1, heartbeatTimeoutSeconds: 30 });
    const seen: Array<CompanySelector | null> = [];
    queue.register('company-scope-probe', async () => {
      seen.push(currentCompanySelector());
    });
    await queue.start({ work: true });
    try {
      const owner = { ownerId: api.user('operator').userId, tenantId: api.user('operator').userId };
      await runInCompanyScope({ companyId: 'acme' }, () => queue.enqueue('company-scope-probe', {}, owner));
      await queue.enqueue('company-scope-probe', {}, owner);
      await eventually(async () => (seen.length === 2 ? true : undefined), 60_000);
      expect(seen).toContainEqual({ companyId: 'acme' });
      expect(seen).toContainEqual(null);
    } finally {
      await queue.stop();
    }
  });
});

describe.each(await testDatabases())('company NLP keys without a language model on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off', users: { operator: { isAdmin: true } } });

  it('keeps the key unused: the assistant writes offline and the operators’ page says so', async () => {
    const operator = api.user('operator');
    await api.call(operator, 'POST', COMPANY_CONFIG_PATHS.admin, { companyId: 'acme', nlpKey: ACME_KEY });
    const page = await api.call<CompanyConfigPage>(operator, 'GET', `${COMPANY_CONFIG_PATHS.admin}?page=1&size=20`);
    expect(page.body.data.languageModelConfigured).toBe(false);
    expect(page.body.data.items[0]).toMatchObject({ companyId: 'acme', hasNlpKey: true });
    expect(await api.ctx.services.llm.languageModelFor({ companyId: 'acme' })).toBeNull();
    const user = await api.newUser();
    const reply = await api.call<WritingResult>(user, 'POST', ASSISTANT_PATHS.write, { topic: 'Our bakery' }, { companyId: 'acme' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.writer).toBe('offline');
  });
});
