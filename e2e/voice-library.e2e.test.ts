/**
 * The voice library beyond the 14 video-area languages in Chromium (issue 12 §3): the languages
 * of every installed espeak-ng voice, named in the UI language, in a searchable select; the list
 * is paged; a formant-synthesis language carries a warning about its quality; its sample is
 * real audio; in zh-CN the same language is named in Chinese.
 */
import { describe, expect, it } from 'vitest';
import { logInByEmail } from './support/accounts.ts';
import { chooseOption, switchUiLanguage } from './support/antd.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession({ viewport: { width: 1366, height: 900 }, shotPrefix: 'voice-library' });

describe('voice library', () => {
  it('finds Swahili among the espeak-ng languages, warns of formant synthesis and plays its sample', { timeout: 300_000 }, async () => {
    const { page, server } = e2e;
    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);
    await page.goto(`${server.baseUrl}/main/newMainIndex/voiceLibrary`);
    await page.getByTestId('voice-library').waitFor();
    await page.getByTestId('voice-row').first().waitFor();
    // Hundreds of voices: one page of 24 at a time.
    expect(await page.getByTestId('voice-row').count()).toBe(24);
    await page.getByTestId('voice-pages').waitFor();
    expect(await page.getByTestId('voice-quality-note').getAttribute('class')).toContain('info');
    await e2e.shot('1-all');

    await chooseOption(page, 'voice-language', 'Swahili');
    await expect.poll(() => page.getByTestId('voice-row').count()).toBe(2);
    expect(await page.getByTestId('voice-language-name').allTextContents()).toEqual(['Swahili', 'Swahili']);
    expect(await page.getByTestId('voice-quality-note').getAttribute('class')).toContain('warning');
    expect(await page.getByTestId('voice-quality-note').textContent()).toContain('formant synthesis');
    expect(await page.getByTestId('voice-pages').count()).toBe(0);
    await e2e.shot('2-swahili');

    // The sample the play button loads is real audio in that voice.
    const sample = await page.evaluate(async () => {
      const response = await fetch('/apis/tts-web-api/v1/speakers/espeak%3Asw%3Afemale/sample');
      return { status: response.status, type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
    });
    expect(sample).toMatchObject({ status: 200, type: 'audio/mpeg' });
    expect(sample.bytes).toBeGreaterThan(3000);
    await page.getByTestId('voice-play').first().click();
    await expect.poll(() => page.getByTestId('voice-play').first().getAttribute('aria-label'), { timeout: 60_000 }).toBe('Stop');

    await switchUiLanguage(page, 'zh-CN');
    await expect.poll(() => page.getByTestId('voice-language-name').first().textContent()).toBe('斯瓦希里语');
    await e2e.shot('3-zh-CN');
    expect(e2e.pageErrors).toEqual([]);
  });
});
