import { describe, expect, it } from 'vitest';
import { AdmissionQueue } from './admission-queue.ts';

describe('admission queue (per-project concurrency)', () => {
  it('admits up to the limit, queues the rest in order and admits the head when one leaves', () => {
    const queue = new AdmissionQueue<string>();
    expect(queue.enter('p:web', 2, 'a')).toBe(0);
    expect(queue.enter('p:web', 2, 'b')).toBe(0);
    expect(queue.enter('p:web', 2, 'c')).toBe(1);
    expect(queue.enter('p:web', 2, 'd')).toBe(2);
    expect(queue.leave('a')).toEqual({ admitted: ['c'], moved: [{ ticket: 'd', position: 1 }] });
    expect(queue.count('p:web')).toEqual({ active: 2, waiting: 1 });
  });

  it('keys are separate lines (another project, another client kind)', () => {
    const queue = new AdmissionQueue<string>();
    expect(queue.enter('p:web', 1, 'a')).toBe(0);
    expect(queue.enter('p:android', 1, 'b')).toBe(0);
    expect(queue.enter('q:web', 1, 'c')).toBe(0);
    expect(queue.enter('p:web', 1, 'd')).toBe(1);
  });

  it('a waiting visitor who leaves moves only those behind; nobody is admitted', () => {
    const queue = new AdmissionQueue<string>();
    queue.enter('p', 1, 'a');
    queue.enter('p', 1, 'b');
    queue.enter('p', 1, 'c');
    queue.enter('p', 1, 'd');
    expect(queue.leave('c')).toEqual({ admitted: [], moved: [{ ticket: 'd', position: 2 }] });
    expect(queue.leave('b')).toEqual({ admitted: [], moved: [{ ticket: 'd', position: 1 }] });
    expect(queue.leave('a')).toEqual({ admitted: ['d'], moved: [] });
    expect(queue.leave('d')).toEqual({ admitted: [], moved: [] });
    expect(queue.count('p')).toEqual({ active: 0, waiting: 0 });
  });

  it('a newcomer waits behind those already waiting even when a slot is free; a raised limit admits several', () => {
    const queue = new AdmissionQueue<string>();
    queue.enter('p', 1, 'a');
    queue.enter('p', 1, 'b');
    queue.enter('p', 1, 'c');
    expect(queue.enter('p', 3, 'd')).toBe(3);
    expect(queue.leave('a')).toEqual({ admitted: ['b', 'c', 'd'], moved: [] });
  });

  it('leaving twice or an unknown ticket changes nothing', () => {
    const queue = new AdmissionQueue<string>();
    queue.enter('p', 1, 'a');
    queue.leave('a');
    expect(queue.leave('a')).toEqual({ admitted: [], moved: [] });
    expect(queue.leave('zz')).toEqual({ admitted: [], moved: [] });
  });
});
