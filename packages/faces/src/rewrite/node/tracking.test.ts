import { describe, expect, it } from 'vitest';
import type { FaceFinder } from './libraryBuild.ts';
import { trackingFinder, type NearFaceFinder } from './tracking.ts';

const face = (x: number) => ({ score: 0.9, landmarks: [{ x, y: 10 }] });
const frame = new Uint8Array(4);

describe('trackingFinder', () => {
  it('searches the whole frame every Nth call and near the last face in between', async () => {
    const calls: string[] = [];
    const full: FaceFinder = async () => (calls.push('full'), { faces: [face(1)] });
    const near: NearFaceFinder = async (_rgba, _w, _h, last) => (calls.push(`near@${last[0]!.x}`), { faces: [face(last[0]!.x + 1)] });
    const find = trackingFinder(full, near, 3);
    for (let i = 0; i < 7; i++) await find(frame, 1, 1);
    expect(calls).toEqual(['full', 'near@1', 'near@2', 'full', 'near@1', 'near@2', 'full']);
  });

  it('falls back to the whole frame when the face is lost near its last place, and waits for a face before tracking', async () => {
    const calls: string[] = [];
    let present = false;
    const full: FaceFinder = async () => (calls.push('full'), { faces: present ? [face(5)] : [] });
    const near: NearFaceFinder = async () => (calls.push('near'), { faces: [] });
    const find = trackingFinder(full, near, 10);
    await find(frame, 1, 1);
    await find(frame, 1, 1);
    present = true;
    await find(frame, 1, 1);
    const lost = await find(frame, 1, 1);
    expect(calls).toEqual(['full', 'full', 'full', 'near', 'full']);
    expect(lost.faces[0]?.landmarks[0]?.x).toBe(5);
  });
});
