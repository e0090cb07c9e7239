/**
 * The writing assistant (issue 15 §4, product-rules#assistant) on every database: the offline
 * writer and the language model (a local stand-in server), the prompt rule, members-only options,
 * and the character allowance spent per generated character — never more than is left, even
 * under concurrent requests.
 */
import { messageFor } from '@orator/shared';
import { ASSISTANT_PATHS, countedCharacters, type Allowance, type WritingResult } from '@orator/shared/assistant';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantAllowances, users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { eventually } from '../../../../test/factory/waiting.ts';
import { startModelServer, type ModelServer } from '../../conversation/roles/model-server.fixture.ts';

const DAY_MS = 86_400_000;

const databasesWithPostgres = await testDatabases({ postgresBecause: 'never spends more than is left under concurrency' });

describe.each(databasesWithPostgres)('assistant writing offline on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off' });
  const allowanceOf = async (user: TestUser) => (await api.call<Allowance>(user, 'GET', ASSISTANT_PATHS.allowance)).body.data;
  const write = (user: TestUser, body: object) => api.call<WritingResult>(user, 'POST', ASSISTANT_PATHS.write, body);
  const member = async () => {
    const user = await api.newUser({ vipType: 'vip' });
    await api.ctx.db
      .update(users)
      .set({ vipExpiresAt: new Date(Date.now() + 30 * DAY_MS) })
      .where(eq(users.id, user.userId));
    return user;
  };

  it('writes a script offline from the trial allowance and charges each generated character', async () => {
    const user = await api.newUser();
    expect(await allowanceOf(user)).toMatchObject({ tier: 'trial', characters: 200, images: 10, writer: 'offline', magicAssistant: false });
    const reply = await write(user, { topic: 'Quarterly sales', tone: 'confident', scenario: 'reporting', language: 'en' });
    expect(reply.status).toBe(200);
    const result = reply.body.data;
    expect(result.writer).toBe('offline');
    expect(result.text).toContain('Quarterly sales');
    expect(result.charged).toBe(countedCharacters(result.text));
    expect(result.allowance.characters).toBe(200 - result.charged);
    expect((await allowanceOf(user)).characters).toBe(200 - result.charged);
  });

  it("refuses markup, an over-long line keyword and sensitive words with 'Illegal input', charging nothing", async () => {
    const user = await member();
    await api.ctx.services.roles.sensitive.save(['gambling'], user.userId);
    const before = (await allowanceOf(user)).characters;
    for (const body of [
      { topic: '<img src=x onerror=alert(1)>' },
      { kind: 'lines', topic: 'a keyword much longer than twenty', lineStyle: 'warm', audience: 'youth' },
      { topic: 'online gambling tips' },
    ]) {
      const reply = await write(user, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe(messageFor('illegalInput', 'en'));
    }
    expect((await allowanceOf(user)).characters).toBe(before);
  });

  it('keeps audiences and the line generator for plans with magic_assistant', async () => {
    const free = await api.newUser();
    const refused = await write(free, { kind: 'lines', topic: 'Sunny Tea', lineStyle: 'comedic', audience: 'youth' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messageFor('purchaseMembershipFirst', 'en'));

    const paid = await member();
    expect(await allowanceOf(paid)).toMatchObject({ tier: 'monthly', characters: 200_000, images: 1000, magicAssistant: true });
    const lines = (await write(paid, { kind: 'lines', topic: 'Sunny Tea', lineStyle: 'comedic', audience: 'youth' })).body.data;
    expect(lines.lines).toHaveLength(3);
    for (const line of lines.lines) expect(line).toContain('Sunny Tea');
    const kids = (await write(paid, { topic: 'Saving water', scenario: 'course', audience: 'children' })).body.data;
    expect(kids.text).toMatch(/^(Hello, boys and girls!|Hi, kids!)/);
  });

  it("cuts the last text to what is left, then answers 'Word count used up, please buy words'", async () => {
    const user = await api.newUser();
    await allowanceOf(user);
    await api.ctx.db.update(assistantAllowances).set({ characters: 30 }).where(eq(assistantAllowances.userId, user.userId));
    const last = (await write(user, { topic: 'Team offsite', scenario: 'story' })).body.data;
    expect(last.charged).toBeLessThanOrEqual(30);
    expect(countedCharacters(last.text)).toBe(last.charged);
    // The cut is said (where it falls, sentence or word end, is cutToCharacters' unit test).
    expect(last.cut).toBe(true);
    const after = await write(user, { topic: 'Team offsite', scenario: 'story', variant: 1 });
    if (last.allowance.characters === 0) {
      expect(after.status).toBe(400);
      expect(after.body.message).toBe(messageFor('wordCountUsedUp', 'en'));
    }
    await api.ctx.db.update(assistantAllowances).set({ characters: 0 }).where(eq(assistantAllowances.userId, user.userId));
    const empty = await write(user, { topic: 'Team offsite' });
    expect([empty.status, empty.body.message]).toEqual([400, messageFor('wordCountUsedUp', 'en')]);
  });

  it('never spends more than is left when many requests arrive at once', async () => {
    const user = await api.newUser();
    await allowanceOf(user);
    const budget = 1000;
    await api.ctx.db.update(assistantAllowances).set({ characters: budget }).where(eq(assistantAllowances.userId, user.userId));
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, variant) => write(user, { topic: 'Our new bakery', scenario: 'speech', tone: 'warm', variant })),
    );
    const charged = replies.filter((r) => r.status === 200).reduce((sum, r) => sum + r.body.data.charged, 0);
    const refused = replies.filter((r) => r.status === 400);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.body.message).toBe(messageFor('wordCountUsedUp', 'en'));
    const [row] = await api.ctx.db.select().from(assistantAllowances).where(eq(assistantAllowances.userId, user.userId));
    expect(row!.characters).toBeGreaterThanOrEqual(0);
    expect(charged + row!.characters).toBe(budget);
  });
});

describe.each(await testDatabases())('assistant writing with a language model on $name', (target) => {
  // The model server stands in for a remote language model we cannot reach from tests.
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer();
  });
  afterAll(() => model.close());
  const api = useTestApp(target, { jobs: 'off', listen: true, env: () => ({ LLM_BASE_URL: model.url }) });
  const allowanceOf = async (user: TestUser) => (await api.call<Allowance>(user, 'GET', ASSISTANT_PATHS.allowance)).body.data;

  it('writes through the model, says so, and charges the reply’s characters', async () => {
    const user = await api.newUser();
    model.scripts.push({ steps: ['Welcome to our ', 'bakery. Fresh bread ', 'every morning.'] });
    const reply = await api.call<WritingResult>(user, 'POST', ASSISTANT_PATHS.write, {
      topic: 'Our bakery',
      tone: 'calm',
      scenario: 'speech',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ writer: 'model', text: 'Welcome to our bakery. Fresh bread every morning.' });
    expect(reply.body.data.charged).toBe(countedCharacters('Welcome to our bakery. Fresh bread every morning.'));
    const asked = model.requests.at(-1)!.messages[1]!.content;
    expect(asked).toContain('speech script in English, tone: calm');
    expect(asked).toContain('Our bakery');
    expect((await allowanceOf(user)).characters).toBe(200 - reply.body.data.charged);
  });

  it('answers a model failure with languageModelFailed and charges nothing', async () => {
    const user = await api.newUser();
    model.scripts.push({ status: 500, steps: [] });
    const reply = await api.call<WritingResult>(user, 'POST', ASSISTANT_PATHS.write, { topic: 'Our bakery' });
    expect(reply.status).toBe(502);
    expect(reply.body.message).toBe(messageFor('languageModelFailed', 'en'));
    expect((await allowanceOf(user)).characters).toBe(200);
  });

  it('stops the model call when the client cancels, and charges nothing', async () => {
    const user = await api.newUser();
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const cancelledBefore = model.cancelled;
    model.scripts.push({ steps: ['Once upon a time', { gate }, ' there was a bakery.'] });
    const client = new AbortController();
    const asked = model.requests.length;
    const pending = fetch(`http://127.0.0.1:${api.port}${ASSISTANT_PATHS.write}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: user.token },
      body: JSON.stringify({ topic: 'A bakery', scenario: 'story' }),
      signal: client.signal,
    }).catch((error: unknown) => error);
    // The model has been asked and the reservation taken: the request is mid-generation.
    await eventually(async () => (model.requests.length > asked && (await allowanceOf(user)).characters < 200 ? true : undefined));
    client.abort();
    await eventually(async () => (model.cancelled > cancelledBefore ? true : undefined));
    open();
    expect(await pending).toBeInstanceOf(Error);
    await eventually(async () => ((await allowanceOf(user)).characters === 200 ? true : undefined));
  });
});
