import type { Locator, Page } from 'playwright-core';

/**
 * Clicks a download button the way a user does and saves what the browser downloads. The app
 * asks the server for a short-lived signed link first, so there is no href to read up front.
 */
export async function saveDownload(page: Page, button: Locator, toPath: string): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
  await download.saveAs(toPath);
}
