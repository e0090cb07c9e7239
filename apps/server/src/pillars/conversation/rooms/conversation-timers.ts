import { SleepMachine, type ConversationServerMessage, type SleepDue, type SleepSettings, type SleepVerdict } from '@orator/shared';

/**
 * The sleep machine of one socket on real timers: one timer armed at the machine's next due time.
 * It watches what the conversation sends: `turn` starts an answer, the `done` of the latest turn
 * ends it (an earlier turn's `done` — interrupted by a new question — does not).
 */
export class ConversationTimers {
  private readonly machine: SleepMachine;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latestTurn = 0;
  private closed = false;

  constructor(
    settings: SleepSettings,
    idleMs: number,
    private readonly onDue: (due: Exclude<SleepDue, null>) => void,
  ) {
    this.machine = new SleepMachine(settings, idleMs, Date.now);
    this.arm();
  }

  question(text: string): SleepVerdict {
    const verdict = this.machine.question(text);
    this.arm();
    return verdict;
  }

  observe(message: ConversationServerMessage): void {
    if (message.type === 'turn') {
      this.latestTurn = message.turn;
      this.machine.answerStarted();
    } else if (message.type === 'done' && message.turn === this.latestTurn) {
      this.machine.answered();
    } else return;
    this.arm();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private arm(): void {
    clearTimeout(this.timer);
    const at = this.machine.nextTickAt();
    if (at === null || this.closed) return;
    this.timer = setTimeout(
      () => {
        const due = this.machine.tick();
        if (due) this.onDue(due);
        if (due !== 'idle') this.arm();
      },
      Math.max(0, at - Date.now()),
    );
  }
}
