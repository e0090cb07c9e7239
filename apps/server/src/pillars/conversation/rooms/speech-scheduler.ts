import os from 'node:os';

interface Waiting {
  deadline: number;
  order: number;
  start: () => void;
}

/**
 * Runs clause syntheses a few at a time (one per core), earliest deadline first. A clause's
 * deadline is when its audio will be needed: now for the first clause of an answer, the end of
 * the audio already sent for a later one. Without it every session's clauses share the CPU
 * equally and a new answer's first clause waits behind clauses nobody will hear for seconds.
 */
export class SpeechScheduler {
  private running = 0;
  private order = 0;
  private readonly waiting: Waiting[] = [];

  constructor(private readonly slots = Math.max(1, os.availableParallelism())) {}

  run<T>(deadline: number, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.next();
          });
      };
      this.waiting.push({ deadline, order: this.order++, start });
      this.next();
    });
  }

  /** How many tasks wait for a slot (tests). */
  get queued(): number {
    return this.waiting.length;
  }

  private next(): void {
    while (this.running < this.slots && this.waiting.length > 0) {
      let best = 0;
      for (let i = 1; i < this.waiting.length; i++) {
        const a = this.waiting[i];
        const b = this.waiting[best];
        if (a && b && (a.deadline < b.deadline || (a.deadline === b.deadline && a.order < b.order))) best = i;
      }
      const [chosen] = this.waiting.splice(best, 1);
      chosen?.start();
    }
  }
}
