/** Layer behaviour through the real renderer: video timing, typewriter text, gestures, rotation. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CanvasFactory, ImageLike } from './canvas-types.ts';
import { context2d } from './canvas-types.ts';
import { defaultSubtitleStyle } from './defaults.ts';
import { createFrameRenderer } from './frame-renderer.ts';
import { activeAction, visemeAt } from './layer-painters.ts';
import { createNodeCanvas, nodeContext, registerNodeFonts, renderFrameRgba } from './node.ts';
import type { AssetProvider, AvatarLayer, Layer, Scene, TextLayer } from './scene.ts';

const makeCanvas = createNodeCanvas as CanvasFactory;

function scene(layers: Layer[], background: Scene['background'] = { kind: 'color', color: '#000000' }): Scene {
  return {
    ratio: 0,
    width: 320,
    height: 180,
    durationMs: 10_000,
    background,
    layers,
    subtitles: null,
    subtitleStyle: defaultSubtitleStyle(0),
    watermark: null,
  };
}

function render(s: Scene, timeMs: number, assets: AssetProvider = { image: () => null, videoFrame: () => null }): Buffer {
  const canvas = createNodeCanvas(s.width, s.height);
  return Buffer.from(renderFrameRgba(createFrameRenderer(s, assets, makeCanvas), canvas, timeMs, nodeContext(canvas)));
}

function solid(color: string, w = 16, h = 9): ImageLike {
  const canvas = makeCanvas(w, h);
  const ctx = context2d(canvas);
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, w, h);
  return canvas;
}

function pixel(rgba: Buffer, width: number, x: number, y: number): number[] {
  const i = (y * width + x) * 4;
  return [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
}

const common = { rotation: 0, opacity: 1, animationIn: null, animationOut: null };

beforeAll(() => {
  registerNodeFonts();
});

describe('video', () => {
  it('asks for source frames at layer time plus the clip offset', () => {
    const requests: number[] = [];
    const assets: AssetProvider = {
      image: () => null,
      videoFrame: (_url, ms) => {
        requests.push(ms);
        return solid('#ff0000');
      },
    };
    const layer: Layer = {
      ...common,
      kind: 'video',
      id: 'v',
      url: 'clip.mp4',
      fit: 'cover',
      sourceStartMs: 500,
      startMs: 1000,
      durationMs: 2000,
      box: { left: 0, top: 0, width: 640, height: 360 },
    };
    const out = render(scene([layer]), 1600, assets);
    expect(requests).toEqual([1100]);
    expect(pixel(out, 320, 10, 10)).toEqual([255, 0, 0]);
    requests.length = 0;
    render(scene([layer]), 3500, assets);
    expect(requests).toEqual([]);
  });

  it('draws a video background frame at scene time, letterboxed for contain', () => {
    const assets: AssetProvider = { image: () => null, videoFrame: () => solid('#00ff00', 10, 10) };
    const out = render(scene([], { kind: 'video', url: 'bg.mp4', fit: 'contain', color: '#0000ff' }), 0, assets);
    expect(pixel(out, 320, 160, 90)).toEqual([0, 255, 0]);
    expect(pixel(out, 320, 5, 90)).toEqual([0, 0, 255]);
  });
});

describe('background image placement', () => {
  it('honours bg_x/bg_y/bg_width/bg_height and bg_scale', () => {
    const assets: AssetProvider = { image: () => solid('#ffffff'), videoFrame: () => null };
    const placed = scene([], {
      kind: 'image',
      url: 'bg.png',
      fit: 'cover',
      color: '#000000',
      placement: { left: 0, top: 0, width: 640, height: 360 },
      scale: 50,
    });
    const out = render(placed, 0, assets);
    // Scale 0.25 (320 px wide output of a 1280 base). The placement scaled to 50% around its
    // centre covers base (160..480, 90..270) = output (40..120, 22.5..67.5).
    expect(pixel(out, 320, 60, 40)).toEqual([255, 255, 255]);
    expect(pixel(out, 320, 10, 10)).toEqual([0, 0, 0]);
    expect(pixel(out, 320, 130, 40)).toEqual([0, 0, 0]);
  });
});

describe('text', () => {
  const text: TextLayer = {
    ...common,
    kind: 'text',
    id: 't',
    startMs: 0,
    durationMs: 5000,
    box: { left: 40, top: 40, width: 560, height: 120 },
    animationIn: { type: 'typewriter', durationMs: 1000, delayMs: 0 },
    text: '打字机效果 Typewriter',
    style: {
      fontFamily: 'SimHei',
      fontSize: 40,
      bold: false,
      italic: false,
      underline: false,
      letterSpacing: 0,
      lineSpacing: 1.2,
      color: '#ffffff',
      strokeColor: null,
      strokeWidth: 0,
      fillColor: null,
      align: 'left',
    },
  };

  function litPixels(rgba: Buffer): number {
    let lit = 0;
    for (let i = 0; i < rgba.length; i += 4) if (rgba[i]! > 128) lit++;
    return lit;
  }

  it('reveals more characters as the typewriter runs', () => {
    const early = litPixels(render(scene([text]), 200));
    const middle = litPixels(render(scene([text]), 600));
    const done = litPixels(render(scene([text]), 2000));
    expect(early).toBeLessThan(middle);
    expect(middle).toBeLessThan(done);
  });

  it('fills the element box and rotates around its centre', () => {
    const boxed: TextLayer = { ...text, animationIn: null, style: { ...text.style, color: '#ff0000', fillColor: '#ff0000' } };
    // Output box (10..150, 10..40) at scale 0.25, centred on (80, 25).
    const flat = render(scene([boxed]), 0);
    expect(pixel(flat, 320, 12, 12)).toEqual([255, 0, 0]);
    expect(pixel(flat, 320, 80, 60)).toEqual([0, 0, 0]);
    // Turned 90 degrees it spans (65..95, -45..95).
    const turned = render(scene([{ ...boxed, rotation: 90 }]), 0);
    expect(pixel(turned, 320, 12, 12)).toEqual([0, 0, 0]);
    expect(pixel(turned, 320, 80, 60)).toEqual([255, 0, 0]);
  });
});

describe('avatar layers', () => {
  const avatar: AvatarLayer = {
    ...common,
    kind: 'avatar',
    id: 'a',
    startMs: 1000,
    durationMs: 8000,
    box: { left: 400, top: 60, width: 300, height: 300 },
    avatarId: 'sys-0006',
    framing: 'half',
    circle: false,
    speakerType: 'man',
    visemes: [
      { viseme: 'sil', openness: 0, rounding: 0 },
      { viseme: 'aa', openness: 0.8, rounding: 0 },
    ],
    actions: [{ type: 'wave', startMs: 1000, durationMs: 2000 }],
  };

  it('looks up visemes at 25 fps and actions relative to the layer start', () => {
    expect(visemeAt(avatar.visemes, 39).viseme).toBe('sil');
    expect(visemeAt(avatar.visemes, 40).viseme).toBe('aa');
    expect(visemeAt(avatar.visemes, 80).viseme).toBe('sil');
    expect(activeAction(avatar, 999)).toBeNull();
    expect(activeAction(avatar, 2000)).toEqual({ type: 'wave', localMs: 1000, durationMs: 2000 });
  });

  it('raises a hand while waving', () => {
    // Compare the same idle phase (breathing/blinks) with and without the wave.
    const waving = render(scene([avatar]), 3000);
    const still = render(scene([{ ...avatar, actions: [] }]), 3000);
    let changedAbove = 0;
    for (let y = 30; y < 110; y++) {
      for (let x = 160; x < 320; x++) {
        const i = (y * 320 + x) * 4;
        if (Math.abs(waving[i]! - still[i]!) > 30) changedAbove++;
      }
    }
    expect(changedAbove).toBeGreaterThan(30);
  });
});
