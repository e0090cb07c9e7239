/**
 * Operators' review of authorization videos (issue 12 §2) on every database: a statement read in
 * a language recognition cannot check here (Chinese without ASR_BASE_URL) waits for review and
 * training is refused meanwhile; the operators' queue plays the video through a signed storage
 * link and shows the statement; approve lets training start, reject shows 'Video Authorization
 * Failed' with the reason until a new video is uploaded; each decision is audited and noticed
 * once; of two operators deciding at once one wins; non-operators 403.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTalkingVideo, type TalkingVideo } from '@orator/faces/testing';
import { messageFor, NOTICE_PATHS, OPERATOR_PATHS, type AuditPage, type NoticePage } from '@orator/shared';
import {
  authorizationStatement,
  CLONE_PATHS,
  CLONE_REVIEW_PATHS,
  type Clone,
  type CloneReview,
  type CloneReviewPage,
} from '@orator/shared/clone';
import { testDatabases } from '../../../../test/databases.ts';
import { multipartBody, type TestUser, useTestApp } from '../../../../test/factory/index.ts';
import { namespaceOf } from '../../../kernel/storage/keys.ts';

let dir: string;
let authorization: TalkingVideo;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orator-clone-review-test-'));
  authorization = await makeTalkingVideo({ dir, fps: 1, width: 640, height: 360, name: 'authorization', text: 'I agree to be cloned.' });
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const databases = await testDatabases({ postgresBecause: 'two operators deciding at once' });

describe.each(databases)('clone authorization review on $name', (target) => {
  const api = useTestApp(target, {
    jobs: 'queue',
    users: { operator: { isAdmin: true }, secondOperator: { isAdmin: true }, customer: {}, other: {} },
  });
  const { call } = api;
  const owner = (user: TestUser) => ({ ownerId: user.userId, tenantId: user.tenantId });

  /** A draft with a training video in place (set directly: its checks are the clone API test's) and a reviewed authorization upload. */
  async function pendingClone(user: TestUser, name: string): Promise<Clone> {
    const draft = (await call<Clone>(user, 'POST', CLONE_PATHS.create, { name })).body.data;
    await api.ctx.services.clone.clones.repo.update(owner(user), draft.id, {
      trainingKey: `${namespaceOf(user.userId)}clones/${draft.id}/training.mp4`,
    });
    return uploadAuthorization(user, draft.id);
  }

  async function uploadAuthorization(user: TestUser, id: string): Promise<Clone> {
    const form = multipartBody({ id, language: 'zh-CN' }, [{ name: 'statement.mp4', bytes: await readFile(authorization.path) }]);
    const res = await api.app.inject({
      method: 'POST',
      url: CLONE_PATHS.authorization,
      payload: form.payload,
      headers: { ...user.headers, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Clone }>().data;
  }

  const decide = (user: TestUser, id: string, decision: 'approve' | 'reject', reason = '') =>
    call<CloneReview>(user, 'POST', CLONE_REVIEW_PATHS.decide, { id, decision, reason });
  const train = (user: TestUser, id: string) => call<Clone>(user, 'POST', CLONE_PATHS.train, { id });
  const noticesOf = async (user: TestUser) => (await call<NoticePage>(user, 'GET', `${NOTICE_PATHS.list}?size=50`)).body.data.items;

  it('waits for review, plays the video to operators, and approval lets training start', { timeout: 120_000 }, async () => {
    const operator = api.user('operator');
    const customer = api.user('customer');
    const clone = await pendingClone(customer, '小明');
    expect(clone.authorization).toMatchObject({ status: 'review', language: 'zh-CN' });
    expect(clone.authorization?.submittedAt).toBeTruthy();
    expect((await train(customer, clone.id)).body.message).toBe(messageFor('cloneAuthorizationInReview', 'en'));

    const queue = (await call<CloneReviewPage>(operator, 'GET', `${CLONE_REVIEW_PATHS.list}?size=100`)).body.data;
    const item = queue.items.find((i) => i.cloneId === clone.id);
    expect(item).toMatchObject({ name: '小明', language: 'zh-CN', statement: authorizationStatement('小明', 'zh-CN'), status: 'review' });
    expect(item?.account).toContain('@');
    // The signed link opens the video without a session (as a <video> element loads it).
    const video = await api.app.inject({ method: 'GET', url: item?.videoUrl ?? '' });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.length).toBe((await readFile(authorization.path)).length);

    const approved = await decide(operator, clone.id, 'approve');
    expect(approved.body.data).toMatchObject({ cloneId: clone.id, status: 'passed', reason: null });
    const started = await train(customer, clone.id);
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.data.state).toBe('training');
    // Out of the queue, audited, and the owner was told.
    const after = (await call<CloneReviewPage>(operator, 'GET', `${CLONE_REVIEW_PATHS.list}?size=100`)).body.data;
    expect(after.items.some((i) => i.cloneId === clone.id)).toBe(false);
    const audit = (await call<AuditPage>(operator, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items;
    expect(audit.filter((a) => a.targetId === clone.id)).toMatchObject([
      {
        action: 'cloneAuthorizationApproved',
        targetKind: 'clone',
        operatorId: operator.userId,
        before: { status: 'review' },
        after: { status: 'passed' },
      },
    ]);
    expect((await noticesOf(customer)).filter((n) => n.params.cloneId === clone.id)).toMatchObject([
      { kind: 'cloneAuthorizationApproved', params: { name: '小明' } },
    ]);
  });

  it('a rejection needs a reason, shows Video Authorization Failed until a new video is uploaded', { timeout: 120_000 }, async () => {
    const operator = api.user('operator');
    const other = api.user('other');
    const clone = await pendingClone(other, 'Wang');
    expect((await decide(operator, clone.id, 'reject', '   ')).body.message).toBe(messageFor('cloneReviewReasonRequired', 'en'));
    const rejected = await decide(operator, clone.id, 'reject', 'The face in this video is not the face in the training video');
    expect(rejected.status).toBe(200);
    const seen = (await call<Clone>(other, 'GET', `${CLONE_PATHS.get}?id=${clone.id}`)).body.data;
    expect(seen.authorization).toMatchObject({
      status: 'rejected',
      reason: 'The face in this video is not the face in the training video',
    });
    const refused = await train(other, clone.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messageFor('videoAuthorizationFailed', 'en'));
    expect((await noticesOf(other)).filter((n) => n.params.cloneId === clone.id)).toMatchObject([
      { kind: 'cloneAuthorizationRejected', params: { reason: 'The face in this video is not the face in the training video' } },
    ]);
    // A decided video cannot be decided again; a new upload goes back to the queue.
    expect((await decide(operator, clone.id, 'approve')).body.message).toBe(messageFor('cloneReviewDecided', 'en'));
    const again = await uploadAuthorization(other, clone.id);
    expect(again.authorization).toMatchObject({ status: 'review' });
    expect(again.authorization?.reason).toBeFalsy();
    expect((await train(other, clone.id)).body.message).toBe(messageFor('cloneAuthorizationInReview', 'en'));
  });

  it('two operators deciding at once: exactly one decision holds, audited and noticed once', { timeout: 120_000 }, async () => {
    const operators = [api.user('operator'), api.user('secondOperator')];
    const customer = api.user('customer');
    const repo = api.ctx.services.clone.clones.repo;
    const clone = (await call<Clone>(customer, 'POST', CLONE_PATHS.create, { name: 'Race' })).body.data;
    await repo.update(owner(customer), clone.id, {
      trainingKey: 'x/t.mp4',
      authorizationKey: `${namespaceOf(customer.userId)}clones/${clone.id}/authorization.mp4`,
      authorization: { fileName: 'a.mp4', language: 'zh-TW', status: 'review' },
    });
    const answers = await Promise.all([
      decide(operators[0] as TestUser, clone.id, 'approve'),
      decide(operators[1] as TestUser, clone.id, 'reject', 'Too dark'),
      decide(operators[0] as TestUser, clone.id, 'reject', 'Unclear'),
      decide(operators[1] as TestUser, clone.id, 'approve'),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === messageFor('cloneReviewDecided', 'en'))).toHaveLength(3);
    const winner = answers.find((a) => a.status === 200)?.body.data.status;
    expect((await repo.find(owner(customer), clone.id))?.authorization).toMatchObject({ status: winner });
    const audit = (await call<AuditPage>(operators[0] as TestUser, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items;
    expect(audit.filter((a) => a.targetId === clone.id)).toHaveLength(1);
    expect((await noticesOf(customer)).filter((n) => n.params.cloneId === clone.id)).toHaveLength(1);
    expect((await decide(operators[0] as TestUser, 'cl_missing', 'approve')).status).toBe(404);
  });

  it('is for operators only', async () => {
    const other = api.user('other');
    expect((await call(other, 'GET', CLONE_REVIEW_PATHS.list)).status).toBe(403);
    expect((await decide(other, 'cl_any', 'approve')).status).toBe(403);
    expect((await call(null, 'GET', CLONE_REVIEW_PATHS.list)).status).toBe(401);
  });
});
