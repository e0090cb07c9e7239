import type { Locator, Page } from 'playwright-core';
import { settled } from './settled.ts';

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
 * first option shown that contains it. A click, not Enter: Enter takes the select's active option, which it sets in
 * an effect after the options render, so on a busy machine Enter could close the list with nothing
 * chosen (the project editor's avatar select did, in CI).
 */
export async function chooseOption(page: Page, testId: string, text: string | null): Promise<void> {
  const select = page.getByTestId(testId);
  await select.click();
  // Only this select's list: another select's list may still be fading out (not yet hidden).
  const listId = await select.locator('input[role=combobox]').getAttribute('aria-controls');
  const open = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden):has([id="${listId}"]) .ant-select-item-option`);
  // A click that lands while the page settles (a dialog still animating in) can be lost: the select is
  // clicked again when it has not opened within two seconds.
  let clickedAt = Date.now();
  await until(`options of ${testId}`, async () => {
    if ((await open.count()) > 0) return true;
    const isOpen = ((await select.getAttribute('class')) ?? '').includes('ant-select-open');
    if (!isOpen && Date.now() - clickedAt > 2_000) {
      await select.click();
      clickedAt = Date.now();
    }
    return false;
  });
  // A searchable select filters as one types; in any select, the first option showing `text` is taken.
  const wanted = text ? open.filter({ hasText: text }) : open;
  if (text) {
    await page.keyboard.type(text);
    await until(`an option of ${testId} with "${text}"`, async () => (await wanted.count()) > 0);
  }
  // The option's click can be lost too (the list re-rendering under it on a busy machine): it is
  // clicked again while the list stays open.
  await wanted.first().click();
  let pickedAt = Date.now();
  await until(`${testId} to close`, async () => {
    if (!((await select.getAttribute('class')) ?? '').includes('ant-select-open')) return true;
    if (Date.now() - pickedAt > 2_000 && (await wanted.count()) > 0) {
      await wanted
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      pickedAt = Date.now();
    }
    return false;
  });
}

/**
 * Switches the UI language with the header's switcher and waits until the page speaks it. The
 * dropdown is opened again when a click was lost (on a busy machine the menu of the previous
 * switch may still be closing when the switcher is clicked, which closes it instead of opening it).
 */
export async function switchUiLanguage(
  page: Page,
  language: 'en' | 'zh-CN' | 'zh-TW',
  pointer: 'mouse' | 'touch' = 'mouse',
): Promise<void> {
  const speaks = () => page.evaluate((code) => document.documentElement.lang === code, language);
  for (let attempt = 1; !(await speaks()); attempt++) {
    const switcher = page.getByTestId('language-switcher');
    await (pointer === 'touch' ? switcher.tap() : switcher.click());
    const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId(`lang-${language}`);
    try {
      await (pointer === 'touch' ? item.tap({ timeout: 10_000 }) : item.click({ timeout: 10_000 }));
      await until(`the page to speak ${language}`, speaks, 15_000);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Clicks a dialog's button (a confirm's OK) once the dialog has finished opening, and again
 * while the dialog stays: a click that lands during the opening animation on a loaded machine
 * can be lost (the batch wizard's replace confirmation stayed open for 60 s in CI).
 */
export async function clickDialogButton(page: Page, testId: string): Promise<void> {
  const button = page.getByTestId(testId);
  await button.waitFor();
  await settled(page);
  let clickedAt = 0;
  await until(`${testId} to close its dialog`, async () => {
    if (!(await button.isVisible())) return true;
    if (Date.now() - clickedAt > 3000) {
      clickedAt = Date.now();
      await button.click({ timeout: 10_000 }).catch(() => undefined);
    }
    return false;
  });
}

/**
 * Clicks `target` until `shown` is visible. On a loaded machine a click that lands while a dialog
 * or menu is still animating in can be lost (CI: the forgot-password link, a confirm's OK). The
 * click is repeated only while `target` is still there, every three seconds at most.
 */
export async function clickUntilShown(target: Locator, shown: Locator, what: string): Promise<void> {
  let clickedAt = 0;
  await until(what, async () => {
    if (await shown.isVisible()) return true;
    if (Date.now() - clickedAt > 3000 && (await target.isVisible())) {
      clickedAt = Date.now();
      await target.click({ timeout: 5_000 }).catch(() => undefined);
    }
    return false;
  });
}
