/**
 * The avatar designer as a new user (issue 12 "custom avatar design"): from My Assets' "Design an
 * avatar", change skin, hair and outfit, watch the preview talk, save; the design is in My avatars
 * (drawn from its parameters) and, picked in the page editor, appears on the editor's stage.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/studio/designer/i18n/en.ts';
import { zhCN } from '../apps/web/src/studio/designer/i18n/zh-CN.ts';
import { zhTW } from '../apps/web/src/studio/designer/i18n/zh-TW.ts';
import { registerByEmail } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { useE2eSession } from './support/session.ts';

const USER = { email: `designer-${Date.now()}@orator.test`, password: 'Speak#2026now' };
const NAME = 'Copper presenter';
/** HAIR_COLORS.copper of @orator/scene: the 2D style fills hair flat with it. */
const COPPER = [0xb0, 0x60, 0x3a] as const;

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'avatar-designer' });

/** Pixels of the canvas within a few levels of copper. */
function copperPixels(selector: string): Promise<number> {
  return e2e.page.evaluate(
    ({ selector, rgb }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(selector);
      const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!data) return 0;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i]! - rgb[0]) <= 6 && Math.abs(data[i + 1]! - rgb[1]) <= 6 && Math.abs(data[i + 2]! - rgb[2]) <= 6) count++;
      }
      return count;
    },
    { selector, rgb: COPPER },
  );
}

describe('avatar designer', () => {
  it('designs an avatar, saves it to My avatars and puts it on a page in the page editor', async () => {
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    // The entry point in My Assets (no avatars of one's own yet).
    await page.goto(`${e2e.server.baseUrl}/main/newMainIndex/myAssets?tab=avatars`);
    await page.getByTestId('my-avatars-design').click();
    await page.getByTestId('avatar-designer').waitFor();

    await chooseOption(page, 'design-gender', 'Female');
    await chooseOption(page, 'design-style', '2D');
    await page.getByTestId('design-skin-5').click();
    await chooseOption(page, 'design-hairStyle', 'Afro');
    await page.getByTestId('design-hairColor-5').click();
    await chooseOption(page, 'design-outfit', 'Hoodie');
    await page.getByTestId('design-palette-3').click();
    await expect.poll(() => page.getByTestId('design-skin-5').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => copperPixels('[data-testid="designer-preview"]')).toBeGreaterThan(500);
    // The preview talks: its pixels keep changing.
    const frame = () => page.getByTestId('designer-preview').evaluate((c) => (c as HTMLCanvasElement).toDataURL());
    const first = await frame();
    await expect.poll(frame).not.toBe(first);
    await e2e.shot('01-designed');

    await page.getByTestId('design-name').fill(NAME);
    await page.getByTestId('design-save').click();
    await page.waitForURL(/\/main\/avatarDesign\/ua_/);
    await page.getByText('Saved to My avatars').waitFor();

    // In My avatars, drawn from its design.
    await page.goto(`${e2e.server.baseUrl}/main/newMainIndex/myAssets?tab=avatars`);
    const card = page.getByTestId('my-avatar-card').filter({ hasText: NAME });
    await card.waitFor();
    await expect.poll(() => copperPixels('[data-testid="my-avatar-card"] canvas.avatar-thumb')).toBeGreaterThan(30);
    await e2e.shot('02-my-avatars');

    // Editing it again opens the designer with the saved design.
    await card.getByTestId('my-avatar-redesign').click();
    await page.getByTestId('avatar-designer').waitFor();
    await expect.poll(() => page.getByTestId('design-name').inputValue()).toBe(NAME);
    await expect.poll(() => page.getByTestId('design-skin-5').getAttribute('aria-checked')).toBe('true');

    // The page editor: My avatars offers it; picked, it is drawn on the stage.
    const project = await e2e.api<{ id: string }>('POST', '/manprocess/video/project/create', {
      projectName: 'Designed presenter',
      projectType: 'Lamination',
      ratio: 0,
    });
    await page.goto(`${e2e.server.baseUrl}/main/lamination/${project.id}`);
    await page.getByTestId('page-editor').waitFor();
    const before = await copperPixels('[data-testid="stage-canvas"]');
    await page.getByTestId('my-avatar-card').filter({ hasText: NAME }).locator('button.my-avatar-pick').click();
    await expect.poll(() => copperPixels('[data-testid="stage-canvas"]'), { timeout: 60_000 }).toBeGreaterThan(before + 2000);
    await e2e.shot('03-page-editor');
    expect(e2e.pageErrors).toEqual([]);
  }, 240_000);

  it('speaks the three UI languages', async () => {
    const { page } = e2e;
    for (const [language, texts] of [
      ['zh-CN', zhCN],
      ['zh-TW', zhTW],
      ['en', en],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(`${e2e.server.baseUrl}/main/avatarDesign`);
      await page.getByText(texts.title, { exact: true }).first().waitFor();
      await page.getByRole('heading', { name: texts.groups.clothes, exact: true }).waitFor();
      await page.getByRole('button', { name: texts.shuffle }).waitFor();
      if (language !== 'en') await e2e.shot(`04-${language}`);
    }
    expect(e2e.pageErrors).toEqual([]);
  }, 60_000);
});
