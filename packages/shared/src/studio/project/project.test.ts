import { describe, expect, it } from 'vitest';
import {
  CLIP_SOURCE_TYPE,
  clipSchema,
  defaultSubtitleTextStyle,
  isDigitalHumanSource,
  pageElementSchema,
  pageSchema,
  projectSchema,
  screenSizeFor,
  trackSchema,
  backgroundOf,
  dubbingOf,
} from './index.ts';

describe('project model', () => {
  it('fills project defaults and rejects an empty name and an unknown ratio', () => {
    const project = projectSchema.parse({ id: 'p1', projectName: 'Demo', projectType: 'Lamination' });
    expect(project).toMatchObject({ ratio: 0, watermark: true, resolution: 'medium', state: 'notSynthesized', ppts: [], bgmGlobal: null });
    expect(projectSchema.safeParse({ id: 'p1', projectName: '  ', projectType: 'Lamination' }).success).toBe(false);
    expect(projectSchema.safeParse({ id: 'p1', projectName: 'x', projectType: 'Lamination', ratio: 5 }).success).toBe(false);
    expect(projectSchema.safeParse({ id: 'p1', projectName: 'x', projectType: 'Nope' }).success).toBe(false);
  });

  it('maps ratio keys to the screen sizes of product-rules#projects-model', () => {
    expect([0, 1, 2, 3, 4].map((r) => screenSizeFor(r as 0).width)).toEqual([1280, 405, 960, 540, 720]);
    expect(screenSizeFor(1).height).toBe(720);
  });

  it('gives a digital man its defaults', () => {
    const man = pageElementSchema.parse({
      uuid: 'm',
      type: 'digitalMan',
      url: 'a.png',
      speaker_id: 's1',
      position: { width: 300, height: 600 },
    });
    expect(man).toMatchObject({ actionType: 'custom_action', speaker_type: 'man', avatarActionInfos: [], circle: false });
    if (man.type !== 'digitalMan') throw new Error('wrong type');
    expect(man.position).toEqual({ left: 0, top: 0, width: 300, height: 600, scale: 100 });
    expect(
      pageElementSchema.safeParse({
        uuid: 'm',
        type: 'digitalMan',
        url: '',
        speaker_id: 's',
        speaker_type: 'robot',
        position: { width: 1, height: 1 },
      }).success,
    ).toBe(false);
  });

  it('finds the background and the dubbing of a page', () => {
    const page = pageSchema.parse({
      uuid: 'pg',
      elements: [
        { uuid: 'i1', type: 'image', url: 'x.png', position: { width: 1, height: 1 } },
        { uuid: 'i2', type: 'image', url: 'bg.png', isBg: 1, position: { width: 1, height: 1 } },
        { uuid: 'd', type: 'dubbing', text: 'hello' },
      ],
    });
    expect(backgroundOf(page)?.uuid).toBe('i2');
    expect(dubbingOf(page)?.text).toBe('hello');
  });

  it('fills clip and subtitle-track defaults', () => {
    const clip = clipSchema.parse({ uuid: 'c', startTime: 0, duration: 5000, sourceType: CLIP_SOURCE_TYPE.video });
    expect(clip).toMatchObject({ scale: 100, audioDb: 100, intervalDuration: 0 });
    expect(clipSchema.safeParse({ uuid: 'c', startTime: 0, duration: 1, sourceType: '9999' }).success).toBe(false);
    const track = trackSchema.parse({ uuid: 't', type: CLIP_SOURCE_TYPE.subtitle, textStyle: {} });
    expect(track.isChecked).toBe(true);
    expect(track.textStyle).toEqual(defaultSubtitleTextStyle());
    expect(defaultSubtitleTextStyle()).toMatchObject({ font: 'SimHei', fontColor: '#ffffff', fontAlign: 'center', fontSize: 60 });
  });

  it('keeps the odd source codes of stored projects', () => {
    expect(CLIP_SOURCE_TYPE.action).toBe('actoin');
    expect(CLIP_SOURCE_TYPE.digitalHumanPhoto).toBe('1014_itm');
    expect(isDigitalHumanSource(CLIP_SOURCE_TYPE.digitalHumanPhoto)).toBe(true);
    expect(isDigitalHumanSource(CLIP_SOURCE_TYPE.image)).toBe(false);
  });

  it("keeps clips without a voice valid and checks a dubbing clip's voice and speed", () => {
    const base = { uuid: 'd', startTime: 0, duration: 1000, sourceType: CLIP_SOURCE_TYPE.dubbing, content: 'Hello' };
    const legacy = clipSchema.parse(base);
    expect(legacy).not.toHaveProperty('voiceId');
    expect(legacy).not.toHaveProperty('speed');
    expect(clipSchema.parse({ ...base, voiceId: 'espeak:en:male', speed: 1.25 })).toMatchObject({ voiceId: 'espeak:en:male', speed: 1.25 });
    expect(clipSchema.safeParse({ ...base, voiceId: '' }).success).toBe(false);
    expect(clipSchema.safeParse({ ...base, speed: 0.3 }).success).toBe(false);
    expect(clipSchema.safeParse({ ...base, speed: 2.5 }).success).toBe(false);
  });
});
