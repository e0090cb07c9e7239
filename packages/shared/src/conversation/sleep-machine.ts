import type { SleepSettings } from './settings.ts';

/** What to do with a visitor's question (spec §3 Sleep settings). */
export type SleepVerdict =
  /** Answer it as usual. */
  | { kind: 'answer' }
  /** Asleep and no wake word: nothing is said. */
  | { kind: 'ignore' }
  /** It holds the sleep word: fall asleep now. */
  | { kind: 'sleep' }
  /** Asleep and it holds the wake word (or none is set): wake and say the wake prompt (may be empty). */
  | { kind: 'wake'; prompt: string };

/** What fell due on a tick: the sleep time or the idle-disconnect time passed in silence. */
export type SleepDue = 'sleep' | 'idle' | null;

/** Case, width of spaces and surrounding space do not matter when looking for a word in a question. */
function normalised(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether `question` contains `word` (an empty word is never contained). */
export function holdsWord(question: string, word: string): boolean {
  const target = normalised(word);
  return target !== '' && normalised(question).includes(target);
}

/**
 * The sleep and idle timing of one conversation (spec §3 Sleep settings, §4 idle disconnect), with
 * an injectable clock so it is tested without waiting. Silence is counted from the last question or
 * the end of the last answer; while an answer runs nothing falls due. With sleep disabled only the
 * idle disconnect applies.
 */
export class SleepMachine {
  private asleep = false;
  private answering = false;
  private quietSince: number;

  constructor(
    private readonly settings: SleepSettings,
    private readonly idleAfterMs: number,
    private readonly now: () => number,
  ) {
    this.quietSince = now();
  }

  get isAsleep(): boolean {
    return this.asleep;
  }

  /** A question arrived: the verdict, and the clock restarts. */
  question(text: string): SleepVerdict {
    this.quietSince = this.now();
    const { enabled, sleepWord, wakeWord, wakePrompt } = this.settings;
    if (!enabled) return { kind: 'answer' };
    if (this.asleep) {
      // Without a wake word any question wakes it (a room nothing can wake would be dead).
      if (wakeWord.trim() !== '' && !holdsWord(text, wakeWord)) return { kind: 'ignore' };
      this.asleep = false;
      return { kind: 'wake', prompt: wakePrompt };
    }
    if (holdsWord(text, sleepWord)) {
      this.asleep = true;
      return { kind: 'sleep' };
    }
    return { kind: 'answer' };
  }

  /** An answer (or the wake prompt) started: nothing falls due until it ends. */
  answerStarted(): void {
    this.answering = true;
  }

  /** The answer in progress ended (finished or interrupted): silence starts now. */
  answered(): void {
    this.answering = false;
    this.quietSince = this.now();
  }

  /** What is due now; `sleep` is reported once per falling asleep, `idle` once it is time to close. */
  tick(): SleepDue {
    if (this.answering) return null;
    const quiet = this.now() - this.quietSince;
    if (quiet >= this.idleAfterMs) return 'idle';
    if (this.settings.enabled && !this.asleep && quiet >= this.settings.sleepAfterSec * 1000) {
      this.asleep = true;
      return 'sleep';
    }
    return null;
  }

  /** When tick() should run next (clock ms), or null while an answer runs (answered() re-arms). */
  nextTickAt(): number | null {
    if (this.answering) return null;
    const idleAt = this.quietSince + this.idleAfterMs;
    if (!this.settings.enabled || this.asleep) return idleAt;
    return Math.min(idleAt, this.quietSince + this.settings.sleepAfterSec * 1000);
  }
}
