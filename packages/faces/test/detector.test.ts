/**
 * The real detector (face-api tiny detector + 68 landmarks on the tfjs WASM backend) on photos from the
 * face-api npm package (see src/node/sample-photos.ts for which), a drawn landscape, and derived tiny-face variant.
 */
import { describe, expect, it } from 'vitest';
import { checkPortrait, detectFaces, detectFacesInFrame, estimateFacePose, estimateGender, loadFaceDetector } from '../src/node/index.ts';
import { groupPhoto, landscapePhoto, portraitPhoto, rgbaFrame, tinyFacePhoto, turnedHeadPhoto } from '../src/node/sample-photos.ts';

describe('detectFaces (face-api WASM)', () => {
  it('finds the one frontal face of a portrait with 68 landmarks inside its box', async () => {
    await loadFaceDetector();
    const detection = await detectFaces(await portraitPhoto());
    expect(detection).toMatchObject({ width: 600, height: 720 });
    expect(detection.faces).toHaveLength(1);
    const face = detection.faces[0]!;
    expect(face.score).toBeGreaterThan(0.7);
    expect(face.box.width / detection.width).toBeGreaterThan(0.35);
    expect(face.landmarks).toHaveLength(68);
    const margin = face.box.width * 0.15;
    for (const p of face.landmarks) {
      expect(p.x).toBeGreaterThan(face.box.x - margin);
      expect(p.x).toBeLessThan(face.box.x + face.box.width + margin);
    }
    // Eyes above the nose tip, nose above the mouth, mouth above the chin.
    const [eye, nose, mouth, chin] = [36, 30, 51, 8].map((i) => face.landmarks[i]!.y);
    expect(eye).toBeLessThan(nose!);
    expect(nose).toBeLessThan(mouth!);
    expect(mouth).toBeLessThan(chin!);
    expect(checkPortrait(detection)).toEqual({ ok: true, face });
  });

  it('reads a decoded RGBA frame the same way as the encoded photo', async () => {
    const { rgba, width, height } = await rgbaFrame(await portraitPhoto());
    const detection = await detectFacesInFrame(rgba, width, height);
    expect(detection.faces).toHaveLength(1);
    expect(checkPortrait(detection).ok).toBe(true);
  });

  it('refuses a landscape, a group photo, a tiny face and a turned head', async () => {
    const [landscape, group, tiny, turned] = await Promise.all([
      detectFaces(landscapePhoto()),
      detectFaces(groupPhoto()),
      tinyFacePhoto().then(detectFaces),
      turnedHeadPhoto().then(detectFaces),
    ]);
    expect(landscape.faces).toEqual([]);
    expect(checkPortrait(landscape)).toEqual({ ok: false, reason: 'noFace' });
    expect(group.faces.length).toBeGreaterThanOrEqual(4);
    expect(checkPortrait(group)).toEqual({ ok: false, reason: 'manyFaces' });
    expect(tiny.faces).toHaveLength(1);
    expect(checkPortrait(tiny)).toEqual({ ok: false, reason: 'tinyFace' });
    expect(turned.faces).toHaveLength(1);
    expect(Math.abs(estimateFacePose(turned.faces[0]!.landmarks).yawAsymmetry)).toBeGreaterThan(0.5);
    expect(checkPortrait(turned)).toEqual({ ok: false, reason: 'notFrontal' });
  });
});

describe('estimateGender (face-api age/gender net from the npm package)', () => {
  it('reads the sample portrait as a woman, surely enough to pick a voice, and finds nothing in a landscape', async () => {
    const estimate = await estimateGender(await portraitPhoto());
    expect(estimate?.gender).toBe('female');
    expect(estimate!.probability).toBeGreaterThan(0.75);
    expect(estimate!.age).toBeGreaterThan(15);
    expect(estimate!.age).toBeLessThan(60);
    expect(await estimateGender(landscapePhoto())).toBeNull();
  });
});

