import { avatarById } from '@orator/scene';
import { digitalManElementSchema, manFaceSchema, VISEME_FPS, type UserAvatar } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { newOwnAvatarMan } from '../page-editor/state/elementFactory.ts';
import { clipFromOwnAvatar } from '../track-editor/model/binItems.ts';
import { TALKING_LOOP_MS, talkingLoopVisemes } from './talkingLoop.ts';

const design = avatarById('sys-0003')!.params;
const avatar: UserAvatar = {
  id: 'ua_designed1',
  kind: 'designed',
  name: 'Mine',
  status: 'ready',
  coverUrl: null,
  previewUrl: null,
  face: null,
  details: { design },
  error: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
};
let n = 0;
const id = () => `id-${++n}`;

describe('a designed avatar of My avatars in the editors', () => {
  it('becomes a half-body digital man carrying its design as the face', () => {
    const man = newOwnAvatarMan(id, 0, avatar);
    expect(man).not.toBeNull();
    expect(digitalManElementSchema.safeParse(man).success).toBe(true);
    expect(man).toMatchObject({
      speaker_id: 'ua_designed1',
      speaker_type: 'man',
      circle: false,
      face: { kind: 'designed', params: design },
    });
  });

  it('becomes a digital-human clip carrying its design', () => {
    const clip = clipFromOwnAvatar(avatar, 'c1');
    expect(clip).toMatchObject({ url: 'ua_designed1', title: 'Mine', face: { kind: 'designed', params: design } });
    expect(manFaceSchema.safeParse(clip?.face).success).toBe(true);
  });

  it('is refused (null) while its details hold no valid design', () => {
    const broken = { ...avatar, details: { design: { ...design, skin: 42 } } };
    expect(newOwnAvatarMan(id, 0, broken)).toBeNull();
    expect(clipFromOwnAvatar(broken, 'c2')).toBeNull();
  });
});

describe('the preview talking loop', () => {
  it('opens and closes the mouth, then rests, over its whole length', () => {
    const frames = talkingLoopVisemes();
    expect(frames.length * (1000 / VISEME_FPS)).toBe(TALKING_LOOP_MS);
    expect(Math.max(...frames.map((f) => f.openness))).toBeGreaterThan(0.6);
    expect(frames.at(-1)).toEqual({ viseme: 'sil', openness: 0, rounding: 0 });
  });
});
