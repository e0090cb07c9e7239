/**
 * Offline compositions (product-rules#assistant): the picture has the ratio's size, shows the
 * illustration the prompt's words find (its colour is in the pixels), and a Chinese title renders
 * with the Noto CJK font through the scene's text layout.
 */
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { COMPOSITION_SIZES, IMAGE_RATIOS, type ImageRatio } from '@orator/shared/assistant';
import { describe, expect, it } from 'vitest';
import { composeImage, planComposition } from './stock-composer.ts';
import { rankIllustrations } from './stock-search.ts';

async function pixelsOf(png: Buffer): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

function hasColour(data: Uint8ClampedArray, rgb: [number, number, number], tolerance = 10): number {
  let found = 0;
  for (let i = 0; i < data.length; i += 4)
    if (
      Math.abs(data[i]! - rgb[0]) <= tolerance &&
      Math.abs(data[i + 1]! - rgb[1]) <= tolerance &&
      Math.abs(data[i + 2]! - rgb[2]) <= tolerance
    )
      found++;
  return found;
}

/** Pixels in a box (output pixels) that differ from the colour at its top-left corner. */
function inkIn(
  picture: { data: Uint8ClampedArray; width: number },
  box: { left: number; top: number; width: number; height: number },
): { ink: number; signature: string } {
  const at = (x: number, y: number) => (y * picture.width + x) * 4;
  const corner = at(Math.floor(box.left), Math.floor(box.top));
  const backdrop = [picture.data[corner]!, picture.data[corner + 1]!, picture.data[corner + 2]!];
  let ink = 0;
  const rows: number[] = [];
  for (let y = Math.floor(box.top); y < Math.floor(box.top + box.height); y++) {
    let row = 0;
    for (let x = Math.floor(box.left); x < Math.floor(box.left + box.width); x++) {
      const i = at(x, y);
      if (
        Math.abs(picture.data[i]! - backdrop[0]!) +
          Math.abs(picture.data[i + 1]! - backdrop[1]!) +
          Math.abs(picture.data[i + 2]! - backdrop[2]!) >
        60
      )
        row++;
    }
    ink += row;
    rows.push(row);
  }
  return { ink, signature: rows.join(',') };
}

describe('stock illustration search', () => {
  it('ranks by English, simplified and traditional Chinese words', () => {
    expect(rankIllustrations('a blue arrow pointing forward')[0]!.design.id).toBe('il-arrows-blue');
    expect(rankIllustrations('红色徽章')[0]!.design.id).toBe('il-badges-red');
    expect(rankIllustrations('綠色的銷售數據')[0]!.design.id).toBe('il-charts-green');
    expect(rankIllustrations('growth report')[0]!.design.category).toBe('charts');
  });
});

describe('offline composition', () => {
  it.each(IMAGE_RATIOS)('draws %s at its size with the found illustration in its colour', async (ratio: ImageRatio) => {
    // Layout 1 sits on a plain colour, so the illustration's blue cannot come from a background.
    const made = await composeImage({ prompt: 'a blue arrow', title: '', ratio, seed: 0, index: 1 });
    expect(made.illustrations).toEqual(['il-arrows-blue']);
    expect(made.background).toBeNull();
    const picture = await pixelsOf(made.png);
    expect({ width: picture.width, height: picture.height }).toEqual(COMPOSITION_SIZES[ratio]);
    // #2f6fed, the blue colourway's main colour, fills the arrow.
    expect(hasColour(picture.data, [0x2f, 0x6f, 0xed])).toBeGreaterThan(2000);
  });

  it('gives distinct variants for the four indexes, and the same pixels again for the same request', async () => {
    const variants = await Promise.all(
      [0, 1, 2, 3].map((index) => composeImage({ prompt: 'sale price tag', title: 'Sale', ratio: '1:1', seed: 3, index })),
    );
    expect(new Set(variants.map((v) => v.png.toString('base64'))).size).toBe(4);
    const again = await composeImage({ prompt: 'sale price tag', title: 'Sale', ratio: '1:1', seed: 3, index: 2 });
    expect(again.png.equals(variants[2]!.png)).toBe(true);
    expect(variants.every((v) => v.illustrations.every((id) => id.startsWith('il-tags-')))).toBe(true);
  });

  it('renders a Chinese title in the title box (Noto CJK: two titles give two different inkings)', async () => {
    const request = { prompt: '蓝色图表', ratio: '16:9' as const, seed: 0, index: 1 };
    const plan = planComposition({ ...request, title: '销售增长报告' });
    const titleLayer = plan.scene.layers.find((layer) => layer.kind === 'text')!;
    const scale = plan.scene.width / 1280;
    const box = {
      left: titleLayer.box.left * scale,
      top: titleLayer.box.top * scale,
      width: titleLayer.box.width * scale,
      height: titleLayer.box.height * scale,
    };
    const titled = inkIn(await pixelsOf((await composeImage({ ...request, title: '销售增长报告' })).png), box);
    const other = inkIn(await pixelsOf((await composeImage({ ...request, title: '客户服务中心' })).png), box);
    const untitled = inkIn(await pixelsOf((await composeImage({ ...request, title: '' })).png), box);
    expect(untitled.ink).toBe(0);
    expect(titled.ink).toBeGreaterThan(1500);
    // Missing glyphs would draw the same boxes for any six characters.
    expect(titled.signature).not.toBe(other.signature);
  });
});
