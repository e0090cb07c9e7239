import type { Page } from 'playwright-core';

/** Waits until `read` returns true (polling the page), failing with `what` after the time is up. */
export async function until(what: string, read: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Picks an option of an antd Select: opens it, types `text` to filter (when given), and clicks the
 * first option shown. A click, not Enter: Enter takes the select's active option, which it sets in
 * an effect after the options render, so on a busy machine Enter could close the list with nothing
 * chosen (the project editor's avatar select did, in CI).
 */
export async function chooseOption(page: Page, testId: string, text: string | null): Promise<void> {
  await page.getByTestId(testId).click();
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await until(`options of ${testId}`, async () => (await open.count()) > 0);
  if (text) {
    await page.keyboard.type(text);
    await until(`an option of ${testId} with "${text}"`, async () =>
      ((await open.first().textContent()) ?? '').toLowerCase().includes(text.toLowerCase()),
    );
  }
  await open.first().click();
  await until(`${testId} to close`, async () => (await open.count()) === 0);
}
