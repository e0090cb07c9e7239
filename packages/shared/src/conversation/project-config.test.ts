import { describe, expect, it } from 'vitest';
import { isErrorKey } from '../kernel/errors.ts';
import { canAddComponent, isColour, moveComponent, type ProjectComponent } from './components.ts';
import { defaultProjectConfig, ProjectConfig, projectConfigError } from './project-config.ts';
import { InteractionSettings } from './settings.ts';
import { materialIdOf, materialIdsOf, materialRef, resolveMaterialRefs } from './material-refs.ts';

const frame = { x: 0, y: 0, width: 100, height: 50 };
const avatar = (id: string, nodeId = 'start'): ProjectComponent => ({ id, nodeId, frame, opacity: 1, props: { type: 'avatar' } });
const image = (id: string, nodeId = 'start'): ProjectComponent => ({
  id,
  nodeId,
  frame,
  opacity: 1,
  props: { type: 'image', url: '/a.png', fit: 'contain' },
});

describe('conversational project config (spec §5)', () => {
  it('a new project has one start node and every default', () => {
    const config = defaultProjectConfig();
    expect(config.nodes.map((node) => node.config.type)).toEqual(['start']);
    expect(config.interaction.silenceMs).toBe(800);
    expect(config.sleep.enabled).toBe(false);
    expect(projectConfigError(config)).toBeNull();
  });

  it('colours accept 3- or 6-digit hex or rgb', () => {
    for (const good of ['#fff', '#A0b1C2', 'rgb(0, 128, 255)', 'RGB(1,2,3)']) expect(isColour(good)).toBe(true);
    for (const bad of ['#ffff', 'fff', 'rgb(256,0,0)', 'rgba(1,2,3,0.5)', 'red', '#12345g']) expect(isColour(bad)).toBe(false);
  });

  it('refuses a second once-only component on the same node, allows it on another', () => {
    const list = [avatar('a')];
    expect(canAddComponent(list, 'start', 'avatar')).toBe('componentOnce');
    expect(canAddComponent(list, 'other', 'avatar')).toBeNull();
    expect(canAddComponent(list, 'start', 'image')).toBeNull();
  });

  it('moves within the node and refuses past the top or bottom', () => {
    const list = [image('i1'), image('x', 'other'), image('i2')];
    expect(moveComponent(list, 'i2', 'up')).toEqual({ error: 'alreadyTopLayer' });
    expect(moveComponent(list, 'i1', 'down')).toEqual({ error: 'alreadyBottomLayer' });
    const moved = moveComponent(list, 'i1', 'up');
    expect('components' in moved && moved.components.map((c) => c.id)).toEqual(['i2', 'x', 'i1']);
  });

  it('checks the whole document on save', () => {
    const base = defaultProjectConfig();
    expect(projectConfigError({ ...base, components: [avatar('a'), avatar('b')] })).toBe('componentOnce');
    expect(projectConfigError({ ...base, components: [image('a', 'nowhere')] })).toBe('configureNodeFirst');
    const dangling = ProjectConfig.parse({ nodes: [{ id: 'start', name: 'S', config: { type: 'start', next: 'gone' } }] });
    expect(projectConfigError(dangling)).toBe('nodeLinkInvalid');
    const twoStarts = ProjectConfig.parse({
      nodes: [
        { id: 'a', name: 'A', config: { type: 'start' } },
        { id: 'b', name: 'B', config: { type: 'start' } },
      ],
    });
    expect(projectConfigError(twoStarts)).toBe('startNodeRequired');
  });

  it('keyword activity needs keywords; messages are catalogue keys', () => {
    const result = InteractionSettings.safeParse({ activityMethod: 'keyword', keywords: [] });
    expect(result.success ? null : result.error.issues[0]?.message).toBe('keywordsRequired');
    for (const key of [
      'componentOnce',
      'configureNodeFirst',
      'invalidColour',
      'startNodeRequired',
      'nodeLinkInvalid',
      'alreadyTopLayer',
      'keywordsRequired',
    ])
      expect(isErrorKey(key)).toBe(true);
  });
});

describe('material references in a config', () => {
  it('lists the materials used and resolves them to links', () => {
    const config = ProjectConfig.parse({
      background: { kind: 'image', url: materialRef('m1') },
      sleep: { sleepVideoUrl: materialRef('m2') },
      components: [
        { id: 'v', nodeId: 'start', frame, props: { type: 'video', url: materialRef('m1') } },
        { id: 'w', nodeId: 'start', frame, props: { type: 'website', url: 'https://example.com/material:x' } },
      ],
    });
    expect(materialIdsOf(config).sort()).toEqual(['m1', 'm2']);
    expect(materialIdOf('material:')).toBeNull();
    const resolved = resolveMaterialRefs(config, new Map([['m1', '/signed/1']]));
    expect(resolved.background).toEqual({ kind: 'image', url: '/signed/1' });
    expect(resolved.sleep.sleepVideoUrl).toBe('');
    expect(resolved.components[0]!.props).toMatchObject({ url: '/signed/1' });
    expect(config.background).toEqual({ kind: 'image', url: 'material:m1' });
  });
});
