import { describe, expect, it } from 'vitest';
import { nextLine, type PlaylistPosition, type PlaylistProduct } from './playlist.ts';

const line = (id: string, ready = true) => ({ id, ready });
const room: PlaylistProduct[] = [
  {
    id: 'p1',
    isOpen: true,
    scenes: [
      { id: 's1', lines: [line('a'), line('b', false), line('c')] },
      { id: 's2', lines: [line('d')] },
    ],
  },
  { id: 'p2', isOpen: false, scenes: [{ id: 's3', lines: [line('x')] }] },
  {
    id: 'p3',
    isOpen: true,
    scenes: [
      { id: 's4', lines: [] },
      { id: 's5', lines: [line('e')] },
    ],
  },
];

function play(products: PlaylistProduct[], from: PlaylistPosition, count: number): string[] {
  const ids: string[] = [];
  let position = from;
  for (let i = 0; i < count; i++) {
    const step = nextLine(products, position);
    if (!step) break;
    ids.push(step.wrapped ? `${step.lineId}*` : step.lineId);
    position = step;
  }
  return ids;
}

describe('live playlist', () => {
  it('plays open products, their scenes and ready lines in order, and loops', () => {
    expect(play(room, null, 7)).toEqual(['a', 'c', 'd', 'e', 'a*', 'c', 'd']);
  });

  it('continues after the last played line when restarted', () => {
    expect(play(room, { productId: 'p1', sceneId: 's2', lineId: 'd' }, 2)).toEqual(['e', 'a*']);
  });

  it('goes on with the next line of the scene when the last one was removed meanwhile', () => {
    const edited: PlaylistProduct[] = [
      { ...room[0]!, scenes: [{ id: 's1', lines: [line('a'), line('c')] }, room[0]!.scenes[1]!] },
      room[1]!,
      room[2]!,
    ];
    // 'b' was never ready and is now deleted; a streamer that last played a deleted 'a2' between a and c:
    const withGone: PlaylistProduct[] = [
      { ...room[0]!, scenes: [{ id: 's1', lines: [line('a'), line('a2', false), line('c')] }, room[0]!.scenes[1]!] },
      room[1]!,
      room[2]!,
    ];
    expect(nextLine(withGone, { productId: 'p1', sceneId: 's1', lineId: 'a2' })?.lineId).toBe('c');
    // A line removed entirely: its scene's position is unknown, the next scene of the product follows.
    expect(nextLine(edited, { productId: 'p1', sceneId: 's1', lineId: 'gone' })?.lineId).toBe('d');
    // A product closed meanwhile: the next open product follows.
    expect(nextLine(room, { productId: 'p2', sceneId: 's3', lineId: 'x' })?.lineId).toBe('e');
  });

  it('has nothing to play when no line is ready', () => {
    expect(nextLine([{ id: 'p', isOpen: true, scenes: [{ id: 's', lines: [line('a', false)] }] }], null)).toBeNull();
  });
});
