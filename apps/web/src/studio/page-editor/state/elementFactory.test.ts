import { describe, expect, it } from 'vitest';
import { screenSizeFor } from '@orator/shared';
import { avatarBox, newImage, newPage, newDigitalMan } from './elementFactory.ts';

function ids() {
  let n = 0;
  return () => `id${++n}`;
}

describe('element factory', () => {
  it('fits an image inside the page keeping its aspect', () => {
    const image = newImage(ids(), 0, '/a.png', 4000, 2000);
    expect(image.position.width / image.position.height).toBeCloseTo(2);
    expect(image.position.width).toBeLessThanOrEqual(1280 * 0.6);
    expect(image.position.left + image.position.width / 2).toBeCloseTo(640, 0);
  });

  it('stands the avatar on the bottom edge, inside the page, for every ratio', () => {
    for (const ratio of [0, 1, 2, 3, 4] as const) {
      const page = screenSizeFor(ratio);
      for (const framing of ['half', 'head'] as const) {
        const box = avatarBox(ratio, framing);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(page.width);
        expect(box.top + box.height).toBeLessThanOrEqual(page.height);
      }
    }
  });

  it('starts a new page with the presenter and voice of the current one but an empty script', () => {
    const id = ids();
    const man = newDigitalMan(id, 0, { avatarId: 'av1', manType: 'REAL', gender: 'female' }, 'half');
    const like = newPage(id, 0, null);
    like.elements.push({ ...man, audio_url: 'old.wav' });
    const dubbing = like.elements.find((e) => e.type === 'dubbing')!;
    Object.assign(dubbing, { text: 'Some text that was written before.', voiceId: 'v1' });
    const page = newPage(id, 0, like);
    const carriedMan = page.elements.find((e) => e.type === 'digitalMan');
    expect(carriedMan).toMatchObject({ speaker_id: 'av1' });
    expect(carriedMan && 'audio_url' in carriedMan ? carriedMan.audio_url : 'x').toBeUndefined();
    expect(page.elements.find((e) => e.type === 'dubbing')).toMatchObject({ text: '', voiceId: 'v1' });
    expect(new Set(page.elements.map((e) => e.uuid)).size).toBe(page.elements.length);
    expect(page.uuid).not.toBe(like.uuid);
  });
});
