import { FlowNode } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { defaultConfig, freePosition, linksOf, linkPath } from './flowGraph.ts';

const node = (id: string, y: number, config: object) => FlowNode.parse({ id, name: id, position: { x: 40, y }, config });

describe('flow editor graph', () => {
  const nodes = [
    node('s', 40, { type: 'start', next: 'chat' }),
    node('chat', 150, { type: 'interaction', routes: [{ keywords: ['price', 'cost'], next: 'api' }] }),
    node('api', 260, { type: 'apiCall', url: 'https://x.test/', next: 'chat', onError: 'gone' }),
  ];

  it('draws next links, error branches and keyword routes to existing nodes only', () => {
    expect(linksOf(nodes)).toEqual([
      { from: 's', to: 'chat', kind: 'next' },
      { from: 'chat', to: 'api', kind: 'route', label: 'price, cost' },
      { from: 'api', to: 'chat', kind: 'next' },
    ]);
  });

  it('places a new node below the others; a new collect node asks one field', () => {
    expect(freePosition(nodes)).toEqual({ x: 40, y: 364 });
    expect(freePosition([])).toEqual({ x: 40, y: 40 });
    expect(defaultConfig('collect', 'Name?')).toMatchObject({ fields: [{ key: 'name', prompt: 'Name?' }] });
    expect(linkPath({ x: 0, y: 0 }, { x: 300, y: 0 })).toBe('M 180 32 C 240 32, 240 32, 300 32');
    expect(linkPath({ x: 300, y: 0 }, { x: 0, y: 0 })).toBe('M 300 32 C 240 32, 240 32, 180 32');
    expect(linkPath({ x: 0, y: 0 }, { x: 50, y: 200 })).toBe('M 90 64 C 90 132, 140 132, 140 200');
    expect(linkPath({ x: 0, y: 200 }, { x: 0, y: 0 })).toBe('M 90 200 C 90 132, 90 132, 90 64');
  });
});
