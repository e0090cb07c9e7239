import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from './settled.ts';

/** The phone of issue 15 §5: 390 × 844 CSS pixels, touch, a mobile browser, density 3. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  device: { isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} as const;

/** The smallest a control may be in either direction on a phone (issue 15 §5). */
export const MIN_TOUCH_PX = 40;

/**
 * The controls a finger hits that are smaller than MIN_TOUCH_PX, as "test id or text WxH". Only what
 * shows: visible, inside the viewport's width. A text field inside a wrapper counts as the wrapper
 * (the box one taps); links inside running text are text, not controls, and are left out.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role=button], a.ant-btn, .ant-select, .ant-segmented-item, input:not([type=hidden]):not([type=file]), textarea, .ant-tabs-tab, .ant-pagination-item',
    );
    const found: string[] = [];
    for (const element of controls) {
      const target = element.closest<HTMLElement>('.ant-input-affix-wrapper, .ant-select, .ant-input-number') ?? element;
      // antd's own check and radio inputs are invisible (opacity 0) under their drawn boxes.
      if (element.matches('input[type=checkbox], input[type=radio]')) continue;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none' || target.closest('[aria-hidden=true]')) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= window.innerWidth) continue;
      // Half a pixel of rounding (a 40 px box can measure 39.8 at density 3).
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = target.getAttribute('data-testid') ?? element.getAttribute('data-testid') ?? target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 24);
        found.push(`${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return [...new Set(found)];
  }, MIN_TOUCH_PX);
}

/** The page fits the phone: nothing wider than the viewport (no sideways scroll) and every control finger-sized. */
export async function expectFitsPhone(page: Page, what: string): Promise<void> {
  // Measured once dialogs and drawers have finished opening (mid-animation they are scaled down).
  await settled(page);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${what}: page width`).toBeLessThanOrEqual(PHONE.viewport.width);
  expect(await smallTouchTargets(page), `${what}: controls smaller than ${MIN_TOUCH_PX} px`).toEqual([]);
}
