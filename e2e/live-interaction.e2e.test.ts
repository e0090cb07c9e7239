/**
 * Live-room interaction end to end, as a new user (issue 13 §3): a room created, a keyword rule
 * added on the global interaction tab and saved, a webhook secret made (shown once), then the
 * simulator sends a comment and the reply log shows the reply synthesised on the fly.
 */
import { describe, expect, it } from 'vitest';
import { en as liveEn } from '../apps/web/src/live/i18n/en.ts';
import { en } from '../apps/web/src/live/interaction/texts.ts';
import { registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

/** A new account for each attempt: a retried test registers again from a fresh page. */
const newUser = () => ({ email: `live-interact-${Date.now()}@orator.test`, password: 'LiveReply#2026go' });
const REPLY = 'Thanks for asking, it is ten dollars.';

const e2e = useE2eSession({ viewport: { width: 1280, height: 900 }, shotPrefix: 'live-interaction' });

describe('live interaction', () => {
  it('adds a keyword rule, makes a webhook secret, and the simulator gets a synthesised reply', async () => {
    const USER = newUser();
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    await page.getByTestId('nav-live').first().click();
    await page.getByRole('tab', { name: liveEn.tabs.rooms }).click();
    await page.getByTestId('live-create-room').click();
    await page.getByTestId('live-room-name').fill('Reply room');
    await page.getByTestId('live-room-submit').click();
    await expect.poll(() => page.getByTestId('live-room-title').textContent()).toBe('Reply room');

    await page.getByRole('tab', { name: en.tabs.global }).click();
    await page.getByTestId('live-rule-add').click();
    await page.getByTestId('live-rule-keywords').fill('price|how much');
    await page.getByTestId('live-rule-reply').fill(REPLY);
    await page.getByTestId('live-rules-save').click();
    await page.getByText(en.rules.saved).waitFor();

    await page.getByTestId('live-hook-rotate').click();
    await page.getByTestId('live-hook-secret').waitFor();
    expect((await page.getByTestId('live-hook-secret').textContent())?.length).toBeGreaterThan(20);
    await e2e.shot('01-global-interaction', { fullPage: true });

    await page.getByRole('tab', { name: en.tabs.simulator }).click();
    await page.getByTestId('live-sim-user').fill('Ann');
    await page.getByTestId('live-sim-comment').fill('What is the price?');
    await page.getByTestId('live-sim-send').click();
    await expect.poll(() => page.getByTestId('live-reply').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('live-reply').first().getAttribute('data-status'), { timeout: 180_000, interval: 500 })
      .toBe('ready');
    expect(await page.getByTestId('live-reply').first().textContent()).toContain(REPLY);
    expect(await page.getByTestId('live-reply-status').first().textContent()).toBe(en.status.ready);

    // A like with no rule for it: the simulator says so, the log does not grow.
    await page.getByTestId('live-sim-like').click();
    await page.getByText(en.simulator.noReply).waitFor();
    expect(await page.getByTestId('live-reply').count()).toBe(1);
    await e2e.shot('02-simulator');
  }, 400_000);
});
