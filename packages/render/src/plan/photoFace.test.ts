import { describe, expect, it } from 'vitest';
import { canvasTextMeasure } from '@orator/scene';
import { createNodeCanvas } from '@orator/scene/node';
import { projectSchema } from '@orator/shared/project';
import { PORTRAIT_LANDMARKS } from '@orator/scene/fixtures/portrait-landmarks';
import { planImageUrls } from './assetUrls.ts';
import { buildRenderPlan } from './buildPlan.ts';

const face = { kind: 'photo', imageUrl: 'photos/me.jpg', width: 600, height: 720, landmarks: [...PORTRAIT_LANDMARKS] } as const;

describe('talking photos in the render plan', () => {
  it('maps a PHOTO digital man to an avatar layer with its face, and loads the photo', () => {
    const project = projectSchema.parse({
      id: 'p',
      projectName: 'Photo',
      projectType: 'Lamination',
      ppts: [
        {
          uuid: 'p0',
          elements: [
            {
              uuid: 'm',
              type: 'digitalMan',
              url: '',
              speaker_id: 'photo:1',
              manType: 'PHOTO',
              face,
              position: { width: 400, height: 500 },
            },
          ],
        },
      ],
    });
    const plan = buildRenderPlan(project, { tier: '720p', voices: new Map(), measureText: canvasTextMeasure(createNodeCanvas) });
    const layer = plan.segments[0]!.scene.layers[0]!;
    expect(layer.kind === 'avatar' && layer.face).toEqual(face);
    expect([...planImageUrls(plan)]).toEqual(['photos/me.jpg']);
  });

  it('refuses a face with the wrong number of landmark numbers', () => {
    const element = { uuid: 'm', type: 'digitalMan', url: '', speaker_id: 'x', face: { ...face, landmarks: [1, 2] } };
    expect(() =>
      projectSchema.parse({ id: 'p', projectName: 'P', projectType: 'Lamination', ppts: [{ uuid: 'a', elements: [element] }] }),
    ).toThrow();
  });
});
