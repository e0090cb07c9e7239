import { COMPONENT_TYPES, defaultProjectConfig, ProjectComponent } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { defaultFrame, draftProblem, newComponent } from './componentDefaults.ts';

const SIZE = { width: 1920, height: 1080 };

describe('new components in the editor', () => {
  it('places every type inside the screen', () => {
    for (const type of COMPONENT_TYPES) {
      const frame = defaultFrame(type, SIZE);
      expect(frame.x, type).toBeGreaterThanOrEqual(0);
      expect(frame.y + frame.height, type).toBeLessThanOrEqual(SIZE.height);
      expect(frame.x + frame.width, type).toBeLessThanOrEqual(SIZE.width);
      expect(frame.width * frame.height, type).toBeGreaterThan(0);
    }
  });

  it('gives every type props of its own type that parse once the required texts are filled', () => {
    for (const type of COMPONENT_TYPES) {
      const component = newComponent(type, 'start', SIZE, `c-${type}`);
      expect(component.props.type).toBe(type);
      const filled = { ...component, props: { ...component.props } } as Record<string, unknown> & { props: Record<string, unknown> };
      for (const key of ['text', 'question', 'url']) if (key in filled.props) filled.props[key] = 'https://x.test/a';
      if (type === 'jumpButton') filled.props.target = { kind: 'url', url: 'https://x.test' };
      expect(ProjectComponent.safeParse(filled).success, type).toBe(true);
    }
  });

  it('names the component and field that block saving', () => {
    const config = defaultProjectConfig();
    expect(draftProblem(config)).toBeNull();
    config.components.push(newComponent('image', 'start', SIZE, 'pic'), newComponent('website', 'start', SIZE, 'site'));
    expect(draftProblem(config)).toMatchObject({ componentId: 'site', field: 'url' });
    config.components[1] = { ...config.components[1]!, props: { type: 'website', url: 'https://x.test' } };
    expect(draftProblem(config)).toBeNull();
    config.components.push(newComponent('faq', 'start', SIZE, 'faq1'), newComponent('faq', 'start', SIZE, 'faq2'));
    expect(draftProblem(config)).toMatchObject({ componentId: null, message: 'componentOnce' });
  });

  it('reports a bad colour of a component as invalidColour', () => {
    const config = defaultProjectConfig();
    const box = newComponent('inputBox', 'start', SIZE, 'box');
    config.components.push({ ...box, props: { type: 'inputBox', textColor: '#12', background: '#fff' } });
    expect(draftProblem(config)).toEqual({ componentId: 'box', field: 'textColor', message: 'invalidColour' });
  });
});
