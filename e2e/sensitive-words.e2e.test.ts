/**
 * The operator keeps the sensitive-word list in the app: opens it from the user menu, adds a
 * word, saves, finds it again after a reload, and a role holding that word is then refused.
 * The page is also checked in zh-CN and zh-TW.
 */
import { ROLE_PATHS } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { chooseUserMenuItem, logInByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession({ viewport: { width: 1280, height: 860 }, shotPrefix: 'sensitive-words' });

describe('sensitive words', () => {
  it('are edited by the operator and refuse a role that holds one', async () => {
    const { page, server } = e2e;
    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);
    const text = page.getByTestId('sensitive-words-text');
    await chooseUserMenuItem(page, 'menu-sensitive-words', text);
    const seeded = await text.inputValue();
    await text.fill(`${seeded}\n  jackpot tips  \nJACKPOT TIPS\n`);
    await expect.poll(() => page.getByTestId('sensitive-words-page').textContent()).toContain('jackpot tips');
    const saved = page.waitForResponse((response) => response.url().endsWith(ROLE_PATHS.sensitiveWordsSave));
    await page.getByTestId('sensitive-words-save').click();
    expect((await saved).status()).toBe(200);
    await page.locator('.ant-message-success', { hasText: 'Saved' }).waitFor();
    await e2e.shot('saved');

    await page.reload();
    await expect.poll(() => page.getByTestId('sensitive-words-text').inputValue()).toContain('jackpot tips');
    // Duplicates (any case) and blank lines were not stored.
    expect((await page.getByTestId('sensitive-words-text').inputValue()).match(/jackpot tips/gi)).toHaveLength(1);

    const token = await e2e.token();
    const refused = await fetch(server.baseUrl + ROLE_PATHS.saveRole, {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Lobby host',
        description: 'Greets guests and shares jackpot tips',
        fallbackPhrase: 'I do not know yet.',
        sensitivePhrase: 'Let us talk about something else.',
      }),
    });
    const envelope = (await refused.json()) as { code: number; message: string };
    expect(envelope.code).not.toBe(200);
    expect(envelope.message).toContain('jackpot tips');

    for (const language of ['zh-CN', 'zh-TW'] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.reload();
      await page.getByTestId('sensitive-words-text').waitFor();
      const heading = await page.locator('h1').first().textContent();
      expect(heading).toBe(language === 'zh-CN' ? '敏感词' : '敏感詞');
      await e2e.shot(language);
    }
    expect(e2e.pageErrors).toEqual([]);
  });
});
