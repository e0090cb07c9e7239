/**
 * End-to-end renderer checks on @napi-rs/canvas: determinism, CJK text against a committed
 * reference image, lip-sync visibly moving the mouth and the watermark placement.
 * Regenerate the reference with UPDATE_SCENE_REFERENCE=1 after an intended visual change.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { avatarPlacement } from './avatar/avatar-renderer.ts';
import { FACE_LANDMARKS, VIEWPORTS } from './avatar/figure.ts';
import type { CanvasFactory } from './canvas-types.ts';
import { defaultSubtitleStyle, defaultTextWatermark } from './defaults.ts';
import { paintDemoBackground } from './demo-background.ts';
import { DEMO_BACKGROUND_URL, demoScene } from './demo-scene.ts';
import { createFrameRenderer } from './frame-renderer.ts';
import { createNodeCanvas, loadNodeImage, nodeContext, registerNodeFonts, renderFrameRgba } from './node.ts';
import type { AvatarLayer, Scene } from './scene.ts';

const makeCanvas = createNodeCanvas as CanvasFactory;
const REFERENCE = fileURLToPath(new URL('./__fixtures__/cjk-subtitle-frame.png', import.meta.url));

function render(scene: Scene, timeMs: number, images: Record<string, ReturnType<typeof makeCanvas>> = {}): Buffer {
  const renderer = createFrameRenderer(scene, { image: (url) => images[url] ?? null, videoFrame: () => null }, makeCanvas);
  const canvas = createNodeCanvas(scene.width, scene.height);
  return Buffer.from(renderFrameRgba(renderer, canvas, timeMs, nodeContext(canvas)));
}

function avatarLayer(overrides: Partial<AvatarLayer> = {}): AvatarLayer {
  return {
    kind: 'avatar',
    id: 'a',
    startMs: 0,
    durationMs: 10_000,
    box: { left: 440, top: 120, width: 400, height: 400 },
    rotation: 0,
    opacity: 1,
    animationIn: null,
    animationOut: null,
    avatarId: 'sys-0003',
    framing: 'head',
    circle: false,
    speakerType: 'man',
    visemes: [],
    actions: [],
    ...overrides,
  };
}

function plainScene(overrides: Partial<Scene> = {}): Scene {
  return {
    ratio: 0,
    width: 640,
    height: 360,
    durationMs: 10_000,
    background: { kind: 'color', color: '#203040' },
    layers: [],
    subtitles: null,
    subtitleStyle: defaultSubtitleStyle(0),
    watermark: null,
    ...overrides,
  };
}

/** Mean absolute channel difference between two RGBA buffers, 0..255. */
function meanDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

function regionDiffers(a: Buffer, b: Buffer, width: number, x0: number, y0: number, x1: number, y1: number): number {
  let changed = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 30) changed++;
    }
  }
  return changed;
}

beforeAll(() => {
  registerNodeFonts();
});

describe('fonts', () => {
  it('registers the Simplified Chinese Noto faces under their family names', () => {
    expect(GlobalFonts.has('Noto Sans CJK SC')).toBe(true);
    expect(GlobalFonts.has('Noto Serif CJK SC')).toBe(true);
  });
});

describe('frame renderer', () => {
  it('is deterministic: the same frame twice gives identical bytes', () => {
    const background = paintDemoBackground(makeCanvas, 640, 360);
    const scene = demoScene({ durationMs: 5000 });
    const images = { [DEMO_BACKGROUND_URL]: background };
    const first = render(scene, 1234, images);
    const second = render(scene, 1234, images);
    expect(first.length).toBe(scene.width * scene.height * 4);
    expect(first.equals(second)).toBe(true);
    expect(first.equals(render(scene, 1834, images))).toBe(false);
  });

  it('renders a CJK subtitle frame matching the reference image', async () => {
    const scene = plainScene({
      layers: [avatarLayer({ box: { left: 880, top: 160, width: 360, height: 560 }, framing: 'half' })],
      subtitles: [{ startMs: 0, endMs: 5000, text: '欢迎使用数字人视频平台，字幕支持中文与 English 混排。' }],
      watermark: defaultTextWatermark('AI 生成'),
    });
    const rgba = render(scene, 500);
    const canvas = createNodeCanvas(scene.width, scene.height);
    const ctx = nodeContext(canvas);
    if (process.env.UPDATE_SCENE_REFERENCE || !existsSync(REFERENCE)) {
      const renderer = createFrameRenderer(scene, { image: () => null, videoFrame: () => null }, makeCanvas);
      renderer.draw(ctx, 500);
      writeFileSync(REFERENCE, canvas.encodeSync('png'));
    }
    const reference = await loadNodeImage(readFileSync(REFERENCE));
    ctx.drawImage(reference, 0, 0);
    const expected = ctx.getImageData(0, 0, scene.width, scene.height).data;
    expect(meanDiff(rgba, expected)).toBeLessThan(1.5);
    // The subtitle band really contains glyph pixels (white text), not tofu or nothing.
    const bandTop = Math.floor(scene.height * 0.8);
    let white = 0;
    for (let y = bandTop; y < scene.height; y++) {
      for (let x = 0; x < scene.width; x++) {
        const i = (y * scene.width + x) * 4;
        if (rgba[i]! > 240 && rgba[i + 1]! > 240 && rgba[i + 2]! > 240) white++;
      }
    }
    expect(white).toBeGreaterThan(100);
  });

  it('opens the mouth for "aa" and keeps it closed for silence', () => {
    const frames = (viseme: 'sil' | 'aa', openness: number) => [{ viseme, openness, rounding: 0 }];
    const layerBox = { left: 440, top: 120, width: 400, height: 400 };
    const silent = plainScene({ layers: [avatarLayer({ box: layerBox, visemes: frames('sil', 0) })] });
    const speaking = plainScene({ layers: [avatarLayer({ box: layerBox, visemes: frames('aa', 0.9) })] });
    const a = render(silent, 0);
    const b = render(speaking, 0);
    // Mouth position in output pixels (scene scale 0.5).
    const { rect, unit } = avatarPlacement('head', { left: 220, top: 60, width: 200, height: 200 });
    const mouthX = rect.left - VIEWPORTS.head.x * unit;
    const mouthY = rect.top + (FACE_LANDMARKS.mouthY - VIEWPORTS.head.y) * unit;
    const r = 14 * unit;
    const inMouth = regionDiffers(a, b, 640, Math.floor(mouthX - r), Math.floor(mouthY - r), Math.ceil(mouthX + r), Math.ceil(mouthY + r));
    expect(inMouth).toBeGreaterThan(20);
    // Nothing else changes: the eyes region is identical.
    const eyeY = rect.top + (FACE_LANDMARKS.eyeY - VIEWPORTS.head.y) * unit;
    expect(
      regionDiffers(
        a,
        b,
        640,
        Math.floor(mouthX - 30 * unit),
        Math.floor(eyeY - 8 * unit),
        Math.ceil(mouthX + 30 * unit),
        Math.ceil(eyeY + 8 * unit),
      ),
    ).toBe(0);
  });

  it('draws the text watermark at its corner offset', () => {
    const mark = defaultTextWatermark('Generated by AI');
    const without = render(plainScene(), 0);
    const withMark = render(plainScene({ watermark: mark }), 0);
    const scale = 0.5;
    const x0 = Math.round(mark.offsetX * scale);
    const y0 = Math.round(mark.offsetY * scale);
    // Glyph pixels start just right of / below the offset...
    expect(regionDiffers(without, withMark, 640, x0, y0, x0 + 120, y0 + 20)).toBeGreaterThan(50);
    // ...and nothing is drawn left of or above it.
    expect(regionDiffers(without, withMark, 640, 0, 0, x0 - 1, 360)).toBe(0);
    expect(regionDiffers(without, withMark, 640, 0, 0, 640, y0 - 1)).toBe(0);
    // Bottom-right corner mirrors the offsets.
    const corner = render(plainScene({ watermark: { ...mark, corner: 'bottom-right' } }), 0);
    expect(regionDiffers(without, corner, 640, 640 - x0 - 120, 360 - y0 - 20, 640 - x0, 360 - y0)).toBeGreaterThan(50);
    expect(regionDiffers(without, corner, 640, 0, 0, 640, 300)).toBe(0);
  });

  it('draws no avatar for voice-only and no_man speakers', () => {
    const empty = render(plainScene(), 0);
    expect(render(plainScene({ layers: [avatarLayer({ speakerType: 'voice' })] }), 0).equals(empty)).toBe(true);
    expect(render(plainScene({ layers: [avatarLayer({ speakerType: 'no_man' })] }), 0).equals(empty)).toBe(true);
    expect(render(plainScene({ layers: [avatarLayer({ circle: true })] }), 0).equals(empty)).toBe(false);
  });
});
