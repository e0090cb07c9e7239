/**
 * The robot area end to end (spec §2 /aiask/robot/*, §4 Robot): a user registers a robot (its API
 * token shown once), makes a navigation task with two points, sets the charge thresholds and a
 * "resume the paused task" default state, then opens the simulator, which acts as the robot through
 * the device API: a visitor's words start the task by its trigger intent, the robot walks it,
 * reaches low battery, goes to the charging point, charges and resumes the task at the working
 * threshold. Waits only on what the pages show.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/conversation/robot/i18n/en.ts';
import { zhCN } from '../apps/web/src/conversation/robot/i18n/zh-CN.ts';
import { zhTW } from '../apps/web/src/conversation/robot/i18n/zh-TW.ts';
import { registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

const USER = { email: `robots-${Date.now()}@orator.test`, password: 'Robots#2026' };
const ROBOT = { id: 'RB-E2E-1', name: 'Lobby guide' };
const TASK = 'Lobby tour';
/** An i18n key shown instead of its text. */
const RAW_KEY = /\baiask:[\w.]+|\brobot\.[a-z]\w*(?:\.\w+)+/;

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'robots' });
const shot = (name: string) => e2e.shot(name);

async function expectNoRawKeys(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null, `raw i18n key on ${where}`).toBeNull();
}

/** The simulator log's modes, oldest first (the page lists the newest first). */
async function modesSeen(page: Page): Promise<string[]> {
  const modes = await page.getByTestId('sim-log-entry').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-mode') ?? ''));
  return modes.reverse().filter((mode, i, all) => mode !== all[i - 1]);
}

describe('robot area', () => {
  it('registers a robot, makes a task, sets charging, and the simulator goes low battery -> charging -> back to the task', async () => {
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('header-register').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);
    await page.getByTestId('nav-aiask').click();
    await page.getByTestId('aiask-menu-robots').click();
    await page.getByTestId('robot-list').waitFor();

    // Register: the token is shown once.
    await page.getByTestId('robot-register').click();
    await page.getByTestId('robot-register-id').fill(ROBOT.id);
    await page.getByTestId('robot-register-name').fill(ROBOT.name);
    await page.getByTestId('robot-register-ok').click();
    const tokenText = (await page.getByTestId('robot-token').innerText()).trim();
    expect(tokenText).toMatch(/^rbt_[\w-]+/);
    const token = tokenText.split(/\s/)[0] ?? '';
    await shot('01-token-once');
    await page.getByTestId('robot-token-close').click();
    await page.locator(`[data-testid="robot-row"][data-id="${ROBOT.id}"]`).waitFor();
    expect(await page.getByTestId('robot-list').innerText()).not.toContain(token);

    // A navigation task with two points.
    await page.getByTestId('robot-menu-navigation').click();
    await page.getByTestId('task-create').click();
    await page.getByTestId('task-name').fill(TASK);
    await page.getByTestId('task-map').fill('Ground floor');
    await page.getByTestId('task-trigger').fill('show me around');
    await page.getByTestId('task-startup').fill('Welcome! Please follow me.');
    await page.getByTestId('task-point-name').nth(0).fill('Front door');
    await page.getByTestId('task-point-broadcast').nth(0).fill('This is the front door.');
    await page.getByTestId('task-point-add').click();
    await page.getByTestId('task-point-name').nth(1).fill('Help desk');
    await page.getByTestId('task-point-broadcast').nth(1).fill('Ask us anything at the help desk.');
    await shot('02-task-editor');
    await page.getByTestId('task-save').click();
    await page.locator(`[data-testid="task-row"][data-name="${TASK}"]`).getByText('Front door → Help desk').waitFor();

    // Charging: low 30 %, working 80 %, at the dock.
    await page.getByTestId('robot-menu-charge').click();
    await page.getByTestId('charge-not-set').waitFor();
    await page.getByTestId('charge-low').fill('85');
    await page.getByTestId('charge-working').fill('80');
    await page.getByTestId('charge-point').fill('Dock');
    await page.getByTestId('charge-save').click();
    await page.getByText(en.charge.order).waitFor(); // low must be below working, said before saving
    await page.getByTestId('charge-low').fill('30');
    await page.getByTestId('charge-prompt').fill('My battery is low, I am going to charge.');
    await page.getByTestId('charge-save').click();
    // The task's own "Saved" may still be showing on a slow machine: the newest toast is this save's.
    await page.getByText(en.charge.saved).last().waitFor();
    await page.getByTestId('charge-not-set').waitFor({ state: 'detached' });
    await shot('03-charge');

    // Default states: a disabled stand-by first, then "resume the paused task".
    await page.getByTestId('robot-menu-defaultsOn').click();
    await page.getByTestId('default-create').click();
    await page.getByTestId('default-name').fill('Greet at the door');
    await page.getByTestId('default-action').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .getByText(en.defaults.actions.standBy)
      .click();
    await page.getByTestId('default-point').fill('Front door');
    await page.getByTestId('default-save').click();
    await page
      .locator('[data-testid="default-row"][data-name="Greet at the door"][data-enabled="true"]')
      .getByTestId('default-toggle')
      .click();
    await page.locator('[data-testid="default-row"][data-name="Greet at the door"][data-enabled="false"]').waitFor();
    await page.getByTestId('default-create').click();
    await page.getByTestId('default-name').fill('Resume the tour');
    await page.getByTestId('default-save').click();
    await page.locator('[data-testid="default-row"][data-name="Resume the tour"][data-enabled="true"]').waitFor();
    await shot('04-default-states');

    // The simulator: the token pasted, battery 40 %, the task started, fast.
    await page.getByTestId('robot-menu-list').click();
    await page.locator(`[data-testid="robot-row"][data-id="${ROBOT.id}"]`).getByTestId('robot-simulator').click();
    await page.getByTestId('robot-simulator').waitFor();
    await page.getByTestId('sim-token').fill(token);
    await page.getByTestId('sim-token-use').click();
    await page.getByTestId('sim-battery-input').fill('40');
    await page.getByTestId('sim-battery-set').click();
    await page.locator('[data-testid="sim-battery"][data-battery="40"]').waitFor();
    await page.getByTestId('sim-speed').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .getByText('×10', { exact: true })
      .click();
    await page.getByTestId('sim-run').click();
    await page.locator('[data-testid="sim-state"][data-mode="idle"]').waitFor();
    // A visitor asks for the tour by its trigger intent.
    await page.getByPlaceholder(en.sim.sayPlaceholder).fill('Could you show me around, please?');
    await page.getByRole('button', { name: en.sim.say }).click();
    await page.locator('[data-testid="sim-state"][data-mode="running"]').waitFor();
    await page.locator('[data-testid="sim-point"][data-name="Help desk"]').waitFor();

    await expect.poll(() => modesSeen(page), { timeout: 60_000 }).toContain('charging');
    await shot('05-simulator-charging');
    await expect
      .poll(async () => (await modesSeen(page)).join(' > '), { timeout: 60_000 })
      .toMatch(/running > toCharge > charging > running/);
    await shot('06-simulator-back-to-task');
    await page.locator('[data-testid="sim-state"][data-mode="idle"]').waitFor({ timeout: 60_000 });
    // The robot spoke through the speech preview (the synthesized audio came back and was queued).
    await expect.poll(async () => Number(await page.getByTestId('sim-status').getAttribute('data-voiced'))).toBeGreaterThan(0);
    await page.getByTestId('sim-halt').click();
    const log = await page.getByTestId('sim-log').innerText();
    expect(log).toContain(en.sim.commands.speak.replace('{{text}}', 'My battery is low, I am going to charge.'));
    expect(log).toContain(en.sim.commands.goto.replace('{{point}}', 'Dock'));
    expect(log).toContain(en.sim.commands.charge);

    // What the data pages recorded.
    await page.getByTestId('robot-menu-navigationData').click();
    for (const kind of ['taskStarted', 'pointReached', 'taskPaused', 'taskResumed', 'taskFinished'])
      await page.locator(`[data-testid="robot-event"][data-kind="${kind}"]`).first().waitFor();
    await shot('07-navigation-data');
    await page.getByTestId('robot-menu-defaultData').click();
    await page.locator('[data-testid="robot-event"][data-kind="defaultRestored"]').getByText('Resume the tour').waitFor();
    await page.getByTestId('robot-menu-chargeData').click();
    await page.locator('[data-testid="robot-event"][data-kind="chargingDone"]').waitFor();
    await expect.poll(() => page.getByTestId('battery-chart').getAttribute('data-points')).not.toBe('0');
    // The chart shows the battery rising while charging.
    await expect.poll(async () => Number(await page.getByTestId('battery-chart').getAttribute('data-charging-points'))).toBeGreaterThan(1);
    await page.getByTestId('battery-row').first().waitFor();
    await shot('08-charge-data');
    await expectNoRawKeys(page, 'the charging data page');
    expect(e2e.pageErrors).toEqual([]);
  });

  it('shows the robot pages in zh-CN and zh-TW, and deletes the robot after a confirmation', async () => {
    const { page } = e2e;
    for (const [language, texts] of [
      ['zh-CN', zhCN],
      ['zh-TW', zhTW],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      const pages = [
        ['list', texts.list.title],
        ['navigation', texts.tasks.title],
        ['navigationData', texts.navigationData.title],
        ['defaultsOn', texts.defaults.title],
        ['defaultData', texts.defaultData.title],
        ['charge', texts.charge.title],
        ['chargeData', texts.chargeData.title],
      ] as const;
      for (const [route, heading] of pages) {
        await page.goto(`${e2e.server.baseUrl}/aiask/robot/${route}`);
        await page.locator('h1', { hasText: heading }).waitFor();
        await expectNoRawKeys(page, `/aiask/robot/${route} in ${language}`);
      }
      await shot(`09-${language}-charge-data`);
    }
    await page.evaluate(() => localStorage.setItem('orator.lang', 'en'));
    await page.goto(`${e2e.server.baseUrl}/aiask/robot/list`);
    await page.locator(`[data-testid="robot-row"][data-id="${ROBOT.id}"]`).getByTestId('robot-delete').click();
    await page.getByTestId('confirm-delete').click();
    await page.getByText(en.list.empty).waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });
});
