import { describe, expect, it } from 'vitest';
import { SleepSettings } from './settings.ts';
import { holdsWord, SleepMachine } from './sleep-machine.ts';

const IDLE_MS = 600_000;

function machine(settings: Partial<SleepSettings>) {
  const clock = { at: 1_000 };
  const sleep = SleepSettings.parse({
    enabled: true,
    sleepAfterSec: 60,
    wakeWord: 'Hello Ada',
    wakePrompt: 'I am here.',
    sleepWord: 'good night',
    ...settings,
  });
  return { clock, run: new SleepMachine(sleep, IDLE_MS, () => clock.at) };
}

describe('sleep machine (spec §3 Sleep settings, §4 idle disconnect)', () => {
  it('falls asleep after the sleep time without a question, once', () => {
    const { clock, run } = machine({});
    expect(run.nextTickAt()).toBe(61_000);
    clock.at = 60_999;
    expect(run.tick()).toBeNull();
    clock.at = 61_000;
    expect(run.tick()).toBe('sleep');
    expect(run.isAsleep).toBe(true);
    expect(run.tick()).toBeNull();
    expect(run.nextTickAt()).toBe(1_000 + IDLE_MS);
  });

  it('counts silence from the end of the answer, and nothing falls due while an answer runs', () => {
    const { clock, run } = machine({});
    clock.at = 50_000;
    expect(run.question('When do you open?')).toEqual({ kind: 'answer' });
    run.answerStarted();
    expect(run.nextTickAt()).toBeNull();
    clock.at = 200_000;
    expect(run.tick()).toBeNull();
    run.answered();
    expect(run.nextTickAt()).toBe(260_000);
    clock.at = 259_999;
    expect(run.tick()).toBeNull();
    clock.at = 260_000;
    expect(run.tick()).toBe('sleep');
  });

  it('ignores questions while asleep unless they hold the wake word (any case), then wakes with the prompt', () => {
    const { clock, run } = machine({});
    clock.at = 61_000;
    run.tick();
    expect(run.question('When do you open?')).toEqual({ kind: 'ignore' });
    expect(run.question('good night')).toEqual({ kind: 'ignore' });
    expect(run.isAsleep).toBe(true);
    expect(run.question('hello   ADA, are you there?')).toEqual({ kind: 'wake', prompt: 'I am here.' });
    expect(run.isAsleep).toBe(false);
    expect(run.question('When do you open?')).toEqual({ kind: 'answer' });
  });

  it('falls asleep at once on the sleep word', () => {
    const { run } = machine({});
    expect(run.question('Thanks, Good Night!')).toEqual({ kind: 'sleep' });
    expect(run.isAsleep).toBe(true);
  });

  it('an empty sleep word puts nothing to sleep; without a wake word any question wakes it', () => {
    const { clock, run } = machine({ wakeWord: '', sleepWord: '' });
    expect(holdsWord('anything', '')).toBe(false);
    expect(run.question('good night')).toEqual({ kind: 'answer' });
    clock.at = 61_000;
    expect(run.tick()).toBe('sleep');
    expect(run.question('anything')).toEqual({ kind: 'wake', prompt: 'I am here.' });
  });

  it('changes nothing when sleep is disabled; the idle disconnect still comes after long silence', () => {
    const { clock, run } = machine({ enabled: false });
    expect(run.question('good night')).toEqual({ kind: 'answer' });
    expect(run.nextTickAt()).toBe(1_000 + IDLE_MS);
    clock.at = 1_000 + IDLE_MS - 1;
    expect(run.tick()).toBeNull();
    clock.at = 1_000 + IDLE_MS;
    expect(run.tick()).toBe('idle');
    expect(run.isAsleep).toBe(false);
  });

  it('disconnects an asleep conversation after the idle time since the last question', () => {
    const { clock, run } = machine({});
    clock.at = 61_000;
    expect(run.tick()).toBe('sleep');
    clock.at = 100_000;
    expect(run.question('still there?')).toEqual({ kind: 'ignore' });
    expect(run.nextTickAt()).toBe(100_000 + IDLE_MS);
    clock.at = 100_000 + IDLE_MS;
    expect(run.tick()).toBe('idle');
  });
});
