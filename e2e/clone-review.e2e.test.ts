/**
 * An operator reviews a clone's authorization video in Chromium (issue 12 §2). The user's clone is
 * made through the API as the wizard would make it: a training video (3 minutes at 1 fps, made
 * here as the clone API test makes it) and an authorization video whose statement is read in
 * Chinese, which this server cannot check without ASR_BASE_URL, so it waits for review. The user
 * sees the waiting state in My clones and the wizard (no way to start training); the operator goes
 * console -> authorization videos, plays the video beside the statement, approves after a
 * confirmation; the user's wizard then offers training, which starts, and a notice tells them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeCloneTrainingVideo, makeTalkingVideo, type TalkingVideo } from '@orator/faces/testing';
import { NOTICE_PATHS, type NoticePage } from '@orator/shared';
import { authorizationStatement, CLONE_PATHS, type Clone } from '@orator/shared/clone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByEmail, registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

const USER = { email: `clone-review-${Date.now()}@orator.test`, password: 'Speak#2026now' };
const NAME = '小明';

let dir: string;
let training: TalkingVideo;
let authorization: TalkingVideo;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'orator-clone-review-e2e-'));
  const base = { dir, fps: 1, width: 640, height: 360 };
  training = await makeCloneTrainingVideo(dir);
  authorization = await makeTalkingVideo({ ...base, name: 'authorization', text: 'I agree to be cloned.' });
}, 300_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const e2e = useE2eSession({ viewport: { width: 1366, height: 900 }, shotPrefix: 'clone-review' });

/** A multipart upload as the wizard sends it, with the logged-in user's token. */
async function uploadVideo(url: string, fields: Record<string, string>, file: string): Promise<Clone> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([readFileSync(file)], { type: 'video/mp4' }), path.basename(file));
  const token = await e2e.token();
  const response = await fetch(e2e.server.baseUrl + url, {
    method: 'POST',
    headers: { token, Authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: Clone };
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.message}`);
  return envelope.data;
}

describe('clone authorization review', () => {
  it('an operator approves a pending authorization video and the user can train', { timeout: 600_000 }, async () => {
    const { page, server } = e2e;
    await page.goto(server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, server, USER);

    const draft = await e2e.api<Clone>('POST', CLONE_PATHS.create, { name: NAME });
    await uploadVideo(CLONE_PATHS.training, { id: draft.id }, training.path);
    const pending = await uploadVideo(CLONE_PATHS.authorization, { id: draft.id, language: 'zh-CN' }, authorization.path);
    expect(pending.authorization?.status).toBe('review');

    // My clones and the wizard say it waits for review; training cannot be started.
    await page.goto(`${server.baseUrl}/main/newMainIndex/myAssets?tab=avatars`);
    await page.getByTestId('clone-item-review').waitFor();
    await e2e.shot('1-my-clones-waiting');
    await page.goto(`${server.baseUrl}/main/wizard/clone?clone=${draft.id}`);
    await page.getByTestId('clone-waiting-review').waitFor();
    expect(await page.getByTestId('clone-train').count()).toBe(0);
    expect(await page.getByTestId('clone-authorization-status').textContent()).toContain('Waiting for an operator');
    await e2e.shot('2-wizard-waiting');

    // The operator: console -> authorization videos; the video plays beside the statement.
    const operator = await e2e.newUserPage();
    await operator.goto(server.baseUrl);
    await logInByEmail(operator, server.admin.email, server.admin.password);
    await operator.goto(`${server.baseUrl}/admin/console`);
    await operator.getByTestId('operator-clone-reviews').click();
    await operator.getByTestId('clone-reviews-page').waitFor();
    const row = operator.getByTestId('clone-review-row').filter({ hasText: NAME });
    await row.waitFor();
    expect(await row.getByTestId('clone-review-statement').textContent()).toBe(authorizationStatement(NAME, 'zh-CN'));
    expect(await row.getByTestId('clone-review-language').textContent()).toContain('Chinese');
    const video = row.getByTestId('clone-review-video');
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => (el.readyState >= 1 ? el.duration : 0)), { timeout: 60_000 })
      .toBeGreaterThan(1);
    await e2e.shot('3-operator-queue', { target: operator });

    await row.getByTestId('clone-review-approve').click();
    await operator.getByTestId('clone-review-approve-confirm').click();
    await row.waitFor({ state: 'detached' });
    await e2e.shot('4-operator-approved', { target: operator });

    // The user's wizard (it polls while waiting) now offers training, and training starts.
    await page.getByTestId('clone-train').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('clone-authorization-status').getAttribute('class')).toContain('success');
    await page.getByTestId('clone-train').click();
    await page.getByTestId('clone-training').waitFor();
    await e2e.shot('5-training');
    const notices = await e2e.api<NoticePage>('GET', `${NOTICE_PATHS.list}?size=20`);
    expect(notices.items.filter((n) => n.params.cloneId === draft.id).map((n) => n.kind)).toEqual(['cloneAuthorizationApproved']);
    expect(e2e.pageErrors).toEqual([]);
  });
  it('an operator rejects with a reason; My clones shows Video Authorization Failed with it', { timeout: 300_000 }, async () => {
    const { page, server } = e2e;
    const draft = await e2e.api<Clone>('POST', CLONE_PATHS.create, { name: 'Lin' });
    await uploadVideo(CLONE_PATHS.authorization, { id: draft.id, language: 'zh-TW' }, authorization.path);

    const operator = await e2e.newUserPage();
    await operator.goto(server.baseUrl);
    await logInByEmail(operator, server.admin.email, server.admin.password);
    await operator.goto(`${server.baseUrl}/admin/cloneReviews`);
    const row = operator.getByTestId('clone-review-row').filter({ hasText: 'Lin' });
    await row.getByTestId('clone-review-reject').click();
    // The reason is required: the dialog's reject button waits for it.
    expect(await operator.getByTestId('clone-review-reject-confirm').isDisabled()).toBe(true);
    await operator.getByTestId('clone-review-reason').fill('The statement is not audible.');
    await e2e.shot('6-operator-reject', { target: operator });
    await operator.getByTestId('clone-review-reject-confirm').click();
    await row.waitFor({ state: 'detached' });

    await page.goto(`${server.baseUrl}/main/newMainIndex/myAssets?tab=avatars`);
    const item = page.getByTestId('clone-item').filter({ hasText: 'Lin' });
    await item.getByTestId('clone-item-rejected').waitFor();
    expect(await item.textContent()).toContain('Video Authorization Failed: The statement is not audible.');
    await e2e.shot('7-my-clones-rejected');
    expect(e2e.pageErrors).toEqual([]);
  });
});
