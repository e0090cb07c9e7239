import { defaultCoverDocument, type CoverDocument } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { coverScene, layoutCover, layoutCoverSticker, layoutCoverTitle } from './cover.ts';
import type { TextMeasure } from './subtitle-layout.ts';

/** Every character is as wide as the font size (read from the CSS font string), like a CJK face. */
const squareMeasure: TextMeasure = (text, font) => [...text].length * Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 0);

const title = (patch: Partial<CoverDocument['title']>) => ({ ...defaultCoverDocument(6000).title, ...patch });

describe('cover layout (product-rules#projects-cover)', () => {
  it('puts a one-line title in the middle 90% of a 16:9 frame, centred on its height', () => {
    const layout = layoutCoverTitle(title({ text: '新品发布', fontSize: 64, strokeWidth: 4, verticalPercent: 50 }), 0, squareMeasure)!;
    expect(layout.lines).toEqual(['新品发布']);
    expect(layout.box.left).toBeCloseTo(64);
    expect(layout.box.width).toBeCloseTo(1152);
    expect(layout.box.height).toBeCloseTo(64 * 1.25 + 8);
    expect(layout.box.top + layout.box.height / 2).toBeCloseTo(360);
  });

  it('wraps a title too wide for a 9:16 frame into lines that each fit, and grows the box', () => {
    const text = '这是一个很长的竖屏视频封面标题需要换行';
    const layout = layoutCoverTitle(title({ text, fontSize: 48, strokeWidth: 0 }), 1, squareMeasure)!;
    const room = 405 * 0.9 - 8;
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join('')).toBe(text);
    for (const line of layout.lines) expect(squareMeasure(line, '48px x')).toBeLessThanOrEqual(room);
    expect(layout.box.height).toBeCloseTo(layout.lines.length * 48 * 1.25 + 8);
  });

  it('keeps the title inside the frame at the top and bottom edges', () => {
    const top = layoutCoverTitle(title({ text: 'Top', verticalPercent: 0 }), 4, squareMeasure)!;
    const bottom = layoutCoverTitle(title({ text: 'Bottom', verticalPercent: 100 }), 4, squareMeasure)!;
    expect(top.box.top).toBe(0);
    expect(bottom.box.top + bottom.box.height).toBeCloseTo(720);
  });

  it('draws no title for an empty or blank text', () => {
    expect(layoutCoverTitle(title({ text: '  \n ' }), 0, squareMeasure)).toBeNull();
  });

  it('places a sticker square on its centre and clamps it into the frame', () => {
    expect(layoutCoverSticker({ id: 's', xPercent: 50, yPercent: 50, sizePercent: 20 }, 0)).toEqual({
      left: 640 - 72,
      top: 360 - 72,
      width: 144,
      height: 144,
    });
    const corner = layoutCoverSticker({ id: 's', xPercent: 100, yPercent: 0, sizePercent: 60 }, 1);
    expect(corner).toEqual({ left: 405 - 405, top: 0, width: 405, height: 405 });
  });

  it('builds one scene: background fills the frame, sticker under the title, lines joined by breaks', () => {
    const doc: CoverDocument = {
      ...defaultCoverDocument(6000),
      title: title({ text: '这是一个很长的竖屏视频封面标题需要换行', fontSize: 48 }),
      sticker: { id: 'ill-1', xPercent: 80, yPercent: 20, sizePercent: 25 },
    };
    const scene = coverScene(doc, { ratio: 1, width: 720, height: 1280, backgroundUrl: 'bg', stickerUrl: 'st', measure: squareMeasure });
    expect(scene.background).toMatchObject({ kind: 'image', url: 'bg', fit: 'cover' });
    expect(scene.layers.map((layer) => layer.kind)).toEqual(['image', 'text']);
    const text = scene.layers[1]!;
    expect(text.kind === 'text' && text.text).toBe(layoutCover(doc, 1, squareMeasure).title!.lines.join('\n'));
    expect(scene.watermark).toBeNull();
    expect(scene.subtitles).toBeNull();
  });

  it('leaves the sticker out while its picture is not known', () => {
    const doc: CoverDocument = { ...defaultCoverDocument(6000), sticker: { id: 'ill-1', xPercent: 80, yPercent: 20, sizePercent: 25 } };
    const scene = coverScene(doc, { ratio: 0, width: 1280, height: 720, backgroundUrl: 'bg', stickerUrl: null, measure: squareMeasure });
    expect(scene.layers.map((layer) => layer.kind)).toEqual([]);
  });
});
