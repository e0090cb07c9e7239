import type { Page } from 'playwright-core';
import { settled } from './settled.ts';

/**
 * Finds the gap the way a person does, from the pictures on screen: the gap is the piece's
 * own content darkened by half, so slide the piece's interior pixels along its row of the
 * background and take the offset where background ≈ piece × 0.5. Only pixels well inside
 * the piece's outline count, so the white outline strokes do not disturb the match.
 */
export async function findGapOffset(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    const images = [document.querySelector('[data-testid="slider-background"]'), document.querySelector('[data-testid="slider-piece"]')];
    return images.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0);
  });
  // No named helper functions inside: tsx (esbuild keepNames) would wrap them in a __name()
  // call that does not exist in the page.
  return page.evaluate(() => {
    const piece = document.querySelector('[data-testid="slider-piece"]') as HTMLImageElement;
    const [bg, pc] = ['slider-background', 'slider-piece'].map((testId) => {
      const image = document.querySelector(`[data-testid="${testId}"]`) as HTMLImageElement;
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    }) as [ImageData, ImageData];
    const pieceY = Math.round(parseFloat(piece.style.top));
    const margin = 3;
    const inside: [number, number][] = [];
    for (let y = margin; y < pc.height - margin; y += 1) {
      for (let x = margin; x < pc.width - margin; x += 1) {
        let solid = true;
        for (let dy = -margin; dy <= margin && solid; dy += 1) {
          for (let dx = -margin; dx <= margin && solid; dx += 1) {
            if (pc.data[((y + dy) * pc.width + (x + dx)) * 4 + 3]! < 255) solid = false;
          }
        }
        if (solid) inside.push([x, y]);
      }
    }
    let best = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let offset = 0; offset + pc.width <= bg.width; offset += 1) {
      let score = 0;
      for (const [x, y] of inside) {
        const p = (y * pc.width + x) * 4;
        const b = ((pieceY + y) * bg.width + offset + x) * 4;
        for (let c = 0; c < 3; c += 1) score += Math.abs(bg.data[b + c]! - pc.data[p + c]! * 0.5);
      }
      if (score < bestScore) {
        bestScore = score;
        best = offset;
      }
    }
    return best;
  });
}

/** The handle's box once the dialog's opening animation is over. */
async function settledBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const handle = page.getByTestId('slider-handle');
  await handle.waitFor();
  await settled(page);
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle has no box');
  return box;
}

/**
 * The server refuses a drag shorter than 100 ms (a bot's); a person takes longer. The drag
 * goes on until the page's own clock says this much has passed since the button went down.
 */
const HUMAN_DRAG_MS = 250;

/** Drags the handle to the offset like a hand: uneven steps, a small overshoot back, a human duration. */
export async function dragSliderTo(page: Page, offset: number): Promise<void> {
  const box = await settledBox(page);
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const downAt = await page.evaluate(() => performance.now());
  const waypoints = [0.15, 0.35, 0.6, 0.8, 0.93, 1.02].map((f) => f * offset);
  for (const [index, x] of waypoints.entries()) await page.mouse.move(startX + x, y + (index % 2 ? 1 : -1), { steps: 3 + index });
  await page.waitForFunction(({ since, ms }) => performance.now() - since >= ms, { since: downAt, ms: HUMAN_DRAG_MS });
  await page.mouse.move(startX + offset, y, { steps: 3 });
  await page.mouse.up();
}

/** What the page shows when a click that should open the puzzle did not: for the failure message. */
async function pageStateForSlider(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('.ant-modal input')].map((input) => `${input.getAttribute('data-testid')}=${(input as HTMLInputElement).value}`);
    const errors = [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
    const dialogs = [...document.querySelectorAll('.ant-modal')].length;
    return `url=${location.pathname} dialogs=${dialogs} inputs=[${values.join(', ')}] errors=[${errors.join(' | ')}]`;
  });
}

/**
 * Clicks a button that opens the slider puzzle and waits for the puzzle. A click that lands while
 * the dialog is still settling can be lost on a loaded machine; then the button is clicked once
 * more, and if the puzzle still does not come, the failure says what the page showed instead.
 */
export async function clickToOpenSlider(page: Page, testId: string): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await page.getByTestId(testId).click();
    const opened = await handle
      .waitFor({ timeout: attempt === 1 ? 20_000 : 40_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
    const state = await pageStateForSlider(page);
    if (attempt === 2) throw new Error(`the slider puzzle did not open after clicking ${testId}: ${state}`);
    console.warn(`[e2e] the slider puzzle did not open after clicking ${testId}; clicking again (${state})`);
  }
}

/** Solves the puzzle in the open slider dialog; retries with a fresh puzzle if the server says no. */
export async function passSlider(page: Page): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByTestId('slider-handle').waitFor();
    const puzzle = await page.getByTestId('slider-background').getAttribute('src');
    const offset = await findGapOffset(page);
    await dragSliderTo(page, offset);
    const outcome = await Promise.race([
      page
        .getByTestId('slider-handle')
        .waitFor({ state: 'detached', timeout: 10_000 })
        .then(() => 'passed' as const),
      page
        .locator('.slider-failed')
        .waitFor({ timeout: 10_000 })
        .then(() => 'failed' as const),
    ]);
    if (outcome === 'passed') return;
    // After a failure the widget loads a new puzzle: wait until its picture has changed.
    await page.waitForFunction(
      (previous) => {
        const image = document.querySelector('[data-testid="slider-background"]');
        return image instanceof HTMLImageElement && image.getAttribute('src') !== previous && !document.querySelector('.slider-failed');
      },
      puzzle,
      { timeout: 15_000 },
    );
  }
  throw new Error('slider not passed in 3 attempts');
}
