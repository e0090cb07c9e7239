/** Underline, shadow and word spacing of the video-dub subtitle style, checked on the drawn pixels. */
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSubtitleStyle } from './defaults.ts';
import { createNodeCanvas, registerNodeFonts } from './node.ts';
import type { SubtitleStyle } from './scene.ts';
import { renderSubtitleBlock } from './subtitle-block.ts';
import { canvasTextMeasure } from './subtitle-layout.ts';

const measure = canvasTextMeasure(createNodeCanvas);
const TEXT = 'Hola a todos';

beforeAll(() => registerNodeFonts());

/** White text, no outline: any dark pixel is the shadow, any white pixel text or underline. */
const plain: SubtitleStyle = { ...defaultSubtitleStyle(1), outlineWidth: 0, color: '#ffffff' };

function draw(style: SubtitleStyle) {
  const block = renderSubtitleBlock(createNodeCanvas, { text: TEXT, style, ratio: 1, scale: 1, measure });
  const canvas = block!.canvas as ReturnType<typeof createNodeCanvas>;
  const { width, height } = canvas;
  const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const at = (x: number, y: number) => data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4);
  /** Columns of a row where the pixel is opaque white (text colour). */
  const whiteInRow = (y: number) => Array.from({ length: width }, (_, x) => at(x, y)).filter((p) => p[3]! > 200 && p[0]! > 200).length;
  const darkPixels = () => {
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 60 && data[i]! < 80) n++;
    return n;
  };
  return { width, height, whiteInRow, darkPixels };
}

describe('video-dub subtitle style on pixels', () => {
  it('underline: an unbroken white row under the text, wide as the line', () => {
    const rowsFull = (d: ReturnType<typeof draw>) =>
      Array.from({ length: d.height }, (_, y) => d.whiteInRow(y)).filter((n) => n > d.width * 0.8).length;
    expect(rowsFull(draw(plain))).toBe(0);
    expect(rowsFull(draw({ ...plain, underline: true }))).toBeGreaterThanOrEqual(1);
  });

  it('shadow: dark pixels appear beside the white text only with the shadow on', () => {
    expect(draw(plain).darkPixels()).toBe(0);
    expect(draw({ ...plain, shadow: true }).darkPixels()).toBeGreaterThan(50);
  });

  it('word spacing widens the block by the extra space of each gap, text still drawn', () => {
    const normal = draw(plain);
    const spaced = draw({ ...plain, wordSpacing: 20 });
    expect(spaced.width - normal.width).toBeGreaterThanOrEqual(39);
    expect(spaced.width - normal.width).toBeLessThanOrEqual(41);
    const whiteTotal = (d: ReturnType<typeof draw>) =>
      Array.from({ length: d.height }, (_, y) => d.whiteInRow(y)).reduce((a, b) => a + b, 0);
    expect(Math.abs(whiteTotal(spaced) - whiteTotal(normal))).toBeLessThan(whiteTotal(normal) * 0.1);
  });
});
