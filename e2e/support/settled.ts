import type { Page } from 'playwright-core';

/**
 * Waits until no finite CSS animation or transition is running (a toast sliding in, a panel
 * opening), so a screenshot shows the state and not a frame of its arrival. Endless ones
 * (spinners) do not count.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      const end = animation.effect?.getComputedTiming().endTime;
      return end === undefined || end === Infinity;
    }),
  );
}
