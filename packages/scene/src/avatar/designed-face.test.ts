/** A designed avatar (face kind 'designed') is drawn from its own parameters by the one renderer. */
import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CanvasFactory } from '../canvas-types.ts';
import { defaultSubtitleStyle } from '../defaults.ts';
import { createFrameRenderer } from '../frame-renderer.ts';
import { createNodeCanvas, nodeContext, registerNodeFonts, renderFrameRgba } from '../node.ts';
import type { AvatarLayer, Scene } from '../scene.ts';
import { shuffledAvatarParams } from './catalog.ts';
import { HAIR_COLORS, type AvatarParams } from './params.ts';

const makeCanvas = createNodeCanvas as CanvasFactory;

function avatarScene(layer: Partial<AvatarLayer>): Scene {
  return {
    ratio: 0,
    width: 320,
    height: 180,
    durationMs: 5000,
    background: { kind: 'color', color: '#ffffff' },
    layers: [
      {
        kind: 'avatar',
        id: 'a',
        avatarId: 'designed-1',
        startMs: 0,
        durationMs: 5000,
        box: { left: 440, top: 40, width: 400, height: 680 },
        rotation: 0,
        opacity: 1,
        animationIn: null,
        animationOut: null,
        framing: 'half',
        circle: false,
        speakerType: 'man',
        visemes: [],
        actions: [],
        ...layer,
      },
    ],
    subtitles: null,
    subtitleStyle: defaultSubtitleStyle(0),
    watermark: null,
  };
}

/** Pixels within a few levels of `hex` (hair is filled flat in the 2D style). */
function countNear(rgba: Uint8Array | Buffer, hex: string, tolerance = 6): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let count = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (Math.abs(rgba[i]! - r) <= tolerance && Math.abs(rgba[i + 1]! - g) <= tolerance && Math.abs(rgba[i + 2]! - b) <= tolerance) count++;
  }
  return count;
}

function render(scene: Scene, timeMs = 0): Uint8Array {
  const canvas = createNodeCanvas(scene.width, scene.height);
  const rgba = renderFrameRgba(
    createFrameRenderer(scene, { image: () => null, videoFrame: () => null }, makeCanvas),
    canvas,
    timeMs,
    nodeContext(canvas),
  );
  if (process.env['DESIGNED_FACE_PNG']) writeFileSync(process.env['DESIGNED_FACE_PNG'], canvas.toBuffer('image/png'));
  return rgba;
}

beforeAll(() => registerNodeFonts());

describe('designed face', () => {
  const base: AvatarParams = { ...shuffledAvatarParams(11), hairStyle: 'afro', hat: 'none', earrings: false, style: '2d' };

  it('paints the chosen hair colour, and a different colour when the design changes', () => {
    const copper = render(avatarScene({ face: { kind: 'designed', params: { ...base, hairColor: 'copper' } } }));
    const blonde = render(avatarScene({ face: { kind: 'designed', params: { ...base, hairColor: 'blonde' } } }));
    expect(countNear(copper, HAIR_COLORS.copper)).toBeGreaterThan(300);
    expect(countNear(copper, HAIR_COLORS.blonde)).toBe(0);
    expect(countNear(blonde, HAIR_COLORS.blonde)).toBeGreaterThan(300);
    expect(countNear(blonde, HAIR_COLORS.copper)).toBe(0);
  });

  it('is drawn even though its avatar id is in no catalogue, and nothing is without the face', () => {
    const withFace = render(avatarScene({ face: { kind: 'designed', params: { ...base, hairColor: 'copper' } } }));
    const without = render(avatarScene({}));
    expect(countNear(without, '#ffffff', 0)).toBe(320 * 180);
    expect(countNear(withFace, '#ffffff', 0)).toBeLessThan(320 * 180 * 0.9);
  });
});
