/**
 * A deleted account's cloned voices are deleted on the operator's voice-cloning server too
 * (DELETE /v1/voices/{id}), by a job retried while that server fails, without holding up the
 * deletion. The cloning server cannot be reached from a test: a local HTTP server stands in for it.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, type TestUser, useTestApp } from '../../../../test/factory/index.ts';
import { voiceProfiles } from '../../../kernel/db/schema/index.ts';
import { VoiceProfileRepo } from './profile-repo.ts';

describe.each(await testDatabases())('remote voices of a deleted account on $name', (target) => {
  const deletes: string[] = [];
  /** Voice ids the stand-in refuses once (503) before deleting them. */
  const failOnce = new Set(['voice_flaky']);
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = decodeURIComponent((request.url ?? '').replace('/v1/voices/', ''));
      if (request.method !== 'DELETE') {
        response.statusCode = 404;
        response.end();
        return;
      }
      deletes.push(id);
      if (failOnce.delete(id)) response.statusCode = 503;
      response.end('{}');
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  let alice: TestUser;
  let bob: TestUser;
  const api = useTestApp(target, {
    jobs: 'work',
    env: () => ({ VOICE_CLONE_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    setup: async ({ newUser }) => {
      alice = await newUser();
      bob = await newUser();
    },
  });

  async function clonedProfile(user: TestUser, remoteVoiceId: string | null): Promise<void> {
    await new VoiceProfileRepo(api.ctx.db).insert({
      id: crypto.randomUUID(),
      ownerId: user.userId,
      tenantId: user.tenantId,
      name: 'My voice',
      language: 'en',
      edition: 20,
      status: 'ready',
      mode: remoteVoiceId ? 'cloned' : 'matched',
      gender: 'female',
      baseVoiceId: 'festival:en:slt',
      remoteVoiceId,
    });
  }

  it("deletes each cloned voice remotely, retrying a failure, and leaves other users' voices alone", async () => {
    await clonedProfile(alice, 'voice_ok');
    await clonedProfile(alice, 'voice_flaky');
    await clonedProfile(alice, null);
    await clonedProfile(bob, 'voice_bob');

    // The account hooks as the deletion runs them: they return once the jobs are queued.
    for (const hook of api.ctx.services.accounts.onAccountDeleted) await hook(alice.userId);
    const left = await api.ctx.db.select({ owner: voiceProfiles.ownerId }).from(voiceProfiles);
    expect(left.map((row) => row.owner)).toEqual([bob.userId]); // the rows went with the account, the ids in the jobs

    await eventually(
      async () => (deletes.filter((id) => id === 'voice_flaky').length >= 2 && deletes.includes('voice_ok') ? true : undefined),
      90_000,
    );
    expect(deletes.filter((id) => id === 'voice_ok')).toHaveLength(1);
    expect(deletes).not.toContain('voice_bob');
  }, 120_000);
});
