import { defaultProjectConfig, type ProjectComponent } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { componentsOfNode, defaultAvatarFrame, fitScale, scaleFrame, startNodeId } from './frame.ts';

describe('room frames', () => {
  it('fits a project inside a box whole, by the tighter side', () => {
    expect(fitScale({ width: 1920, height: 1080 }, { width: 960, height: 1000 })).toBe(0.5);
    expect(fitScale({ width: 1080, height: 1920 }, { width: 1000, height: 960 })).toBe(0.5);
    expect(fitScale({ width: 1920, height: 1080 }, { width: 0, height: 500 })).toBe(0);
  });

  it('scales a frame to screen pixels, never below one pixel', () => {
    expect(scaleFrame({ x: 100, y: 50, width: 400, height: 3 }, 0.25)).toEqual({ left: 25, top: 13, width: 100, height: 1 });
  });

  it('shows the start node first and only the components of the current node, in layer order', () => {
    const config = defaultProjectConfig();
    config.nodes.unshift({ id: 'other', name: 'Other', position: { x: 0, y: 0 }, config: { type: 'end', farewell: '' } });
    expect(startNodeId(config)).toBe('start');
    const frame = { x: 0, y: 0, width: 10, height: 10 };
    const list: ProjectComponent[] = [
      { id: 'a', nodeId: 'start', frame, opacity: 1, props: { type: 'networkLatency' } },
      { id: 'b', nodeId: 'other', frame, opacity: 1, props: { type: 'avatar' } },
      { id: 'c', nodeId: 'start', frame, opacity: 1, props: { type: 'avatar' } },
    ];
    expect(componentsOfNode(list, 'start').map((c) => c.id)).toEqual(['a', 'c']);
  });

  it('stands the default avatar inside the screen, on its bottom edge', () => {
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 720, height: 1280 },
    ]) {
      const frame = defaultAvatarFrame(size);
      expect(frame.x).toBeGreaterThanOrEqual(0);
      expect(frame.x + frame.width).toBeLessThanOrEqual(size.width);
      expect(frame.y + frame.height).toBe(size.height);
    }
  });
});
