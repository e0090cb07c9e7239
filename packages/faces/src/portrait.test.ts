import { describe, expect, it } from 'vitest';
import { PORTRAIT_BOX, PORTRAIT_LANDMARKS, PORTRAIT_SIZE } from '@orator/scene/fixtures/portrait-landmarks';
import { unflattenLandmarks } from './flat.ts';
import { LANDMARK_POINT } from './landmarks.ts';
import { MAX_ROLL_DEGREES, checkPortrait, estimateFacePose } from './portrait.ts';
import type { DetectedFace, FaceDetection, FacePoint } from './types.ts';

const real = unflattenLandmarks(PORTRAIT_LANDMARKS);
const centre = real[LANDMARK_POINT.noseTip]!;

function face(landmarks: FacePoint[] = real, box: DetectedFace['box'] = PORTRAIT_BOX): DetectedFace {
  return { box, score: 0.9, landmarks };
}
function detection(...faces: DetectedFace[]): FaceDetection {
  return { ...PORTRAIT_SIZE, faces };
}
function rotate(points: FacePoint[], degrees: number): FacePoint[] {
  const a = (degrees * Math.PI) / 180;
  return points.map((p) => ({
    x: centre.x + (p.x - centre.x) * Math.cos(a) - (p.y - centre.y) * Math.sin(a),
    y: centre.y + (p.x - centre.x) * Math.sin(a) + (p.y - centre.y) * Math.cos(a),
  }));
}
/** A head turned to the side: the far half of the face is foreshortened, the nose swings towards it. */
function turn(points: FacePoint[], amount: number): FacePoint[] {
  return points.map((p, i) => {
    const dx = p.x - centre.x;
    const shifted = i >= 27 && i <= 35 ? dx - amount * 60 : dx;
    return { x: centre.x + (shifted < 0 ? shifted * (1 - amount) : shifted), y: p.y };
  });
}

describe('estimateFacePose', () => {
  it('measures a real frontal face as nearly symmetric and level', () => {
    const pose = estimateFacePose(real);
    expect(Math.abs(pose.yawAsymmetry)).toBeLessThan(0.3);
    expect(Math.abs(pose.rollDegrees)).toBeLessThan(5);
  });

  it('reads the tilt of the eye line and ignores it for the yaw', () => {
    const tilted = estimateFacePose(rotate(real, 30));
    expect(tilted.rollDegrees).toBeCloseTo(estimateFacePose(real).rollDegrees + 30, 5);
    expect(tilted.yawAsymmetry).toBeCloseTo(estimateFacePose(real).yawAsymmetry, 5);
  });

  it('grows the asymmetry as the head turns', () => {
    const values = [0, 0.2, 0.4, 0.6].map((t) => Math.abs(estimateFacePose(turn(real, t)).yawAsymmetry));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]!);
  });

  it('rejects a landmark set of the wrong size', () => {
    expect(() => estimateFacePose(real.slice(0, 10))).toThrow(/68/);
  });
});

describe('checkPortrait', () => {
  it('accepts one frontal face of a good size', () => {
    expect(checkPortrait(detection(face()))).toEqual({ ok: true, face: face() });
  });

  it('refuses no face, two faces, a tiny face, a tilted and a turned head', () => {
    expect(checkPortrait(detection())).toEqual({ ok: false, reason: 'noFace' });
    expect(checkPortrait(detection(face(), face()))).toEqual({ ok: false, reason: 'manyFaces' });
    const tinyBox = { x: 10, y: 10, width: 60, height: 60 };
    expect(checkPortrait(detection(face(real, tinyBox)))).toEqual({ ok: false, reason: 'tinyFace' });
    expect(checkPortrait(detection(face(rotate(real, MAX_ROLL_DEGREES + 5))))).toEqual({ ok: false, reason: 'notFrontal' });
    expect(checkPortrait(detection(face(rotate(real, MAX_ROLL_DEGREES - 5)))).ok).toBe(true);
    expect(checkPortrait(detection(face(turn(real, 0.6))))).toEqual({ ok: false, reason: 'notFrontal' });
  });

  it('ignores small faces far in the background', () => {
    const passerBy = face(real, { x: 500, y: 20, width: 40, height: 40 });
    expect(checkPortrait(detection(face(), passerBy))).toEqual({ ok: true, face: face() });
  });
});
