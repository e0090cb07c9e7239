import { describe, expect, it } from 'vitest';
import { SpeechScheduler } from './speech-scheduler.ts';

describe('speech scheduler', () => {
  it('runs at most `slots` tasks at once, earliest deadline first, ties in arrival order', async () => {
    const scheduler = new SpeechScheduler(1);
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        releases.push(() => resolve(name));
      });
    const results = [
      scheduler.run(0, task('first')),
      scheduler.run(500, task('late clause')),
      scheduler.run(100, task('new answer')),
      scheduler.run(100, task('another new answer')),
    ];
    expect(started).toEqual(['first']);
    expect(scheduler.queued).toBe(3);
    for (let i = 0; i < 4; i++) {
      // The next task starts once the previous one has settled (a few ticks later).
      while (started.length <= i) await new Promise((resolve) => setImmediate(resolve));
      expect(started).toHaveLength(i + 1);
      releases[i]?.();
    }
    expect(started).toEqual(['first', 'new answer', 'another new answer', 'late clause']);
    expect(await Promise.all(results)).toEqual(['first', 'late clause', 'new answer', 'another new answer']);
  });

  it('frees the slot when a task fails', async () => {
    const scheduler = new SpeechScheduler(1);
    const failed = scheduler.run(0, () => Promise.reject(new Error('engine died')));
    const after = scheduler.run(1, () => Promise.resolve('ok'));
    await expect(failed).rejects.toThrow('engine died');
    expect(await after).toBe('ok');
  });
});
