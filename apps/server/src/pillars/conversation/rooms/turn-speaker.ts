import { planGestures } from '@orator/scene';
import { ClauseCutter, messageFor, type ConversationServerMessage, type UiLanguage } from '@orator/shared';
import { spokenText } from '@orator/shared/text';
import type { SpokenClause } from './conversation-ports.ts';

/** What a turn's speaker needs to know about the turn it speaks for. */
export interface SpeakingTurn {
  turn: number;
  stopped: boolean;
}

export interface SpeakerPorts {
  speak(text: string, voiceId: string, deadline: number): Promise<SpokenClause>;
  send(message: ConversationServerMessage): void;
  log(error: unknown, message: string): void;
}

/**
 * One turn's speech: text arrives in pieces (an answer's deltas, a flow node's fixed text); each
 * clause is synthesised as soon as the cutter completes it, one at a time, and sent in order. The
 * first clause is needed at once; each later one when the visitor will have heard the earlier ones.
 */
export class TurnSpeaker {
  private readonly cutter = new ClauseCutter();
  private seq = 0;
  private speaking: Promise<void> = Promise.resolve();
  private readonly startedAt = performance.now();
  private heardUntil = 0;
  private inCode = false;

  constructor(
    private readonly running: SpeakingTurn,
    private readonly voice: () => string,
    private readonly language: () => UiLanguage,
    private readonly ports: SpeakerPorts,
  ) {}

  /** Streamed text: whole clauses are spoken, the rest waits for more. */
  push(text: string): void {
    for (const clause of this.cutter.push(text)) this.say(clause);
  }

  /** Speaks what is left in the cutter. */
  flush(): void {
    const rest = this.cutter.flush();
    if (rest) this.say(rest);
  }

  /** Drops the cut-off text and speaks `text` whole (an answer replaced at the end). */
  replace(text: string): void {
    this.cutter.flush();
    this.say(text);
  }

  /**
   * When the visitor will have heard everything sent so far: the turn ends then, not when its
   * text was written (a 16 s answer's record used to end as it began).
   */
  heardBy(): Date {
    return new Date(Date.now() + Math.max(0, this.heardUntil - performance.now()));
  }

  /** Resolves when every clause queued so far is sent (or dropped after a stop). */
  finished(): Promise<void> {
    return this.speaking;
  }

  /**
   * What of a clause is read aloud (spokenText: no code, URLs, markup, citations). A fenced code
   * block may span clauses of a streamed answer, so whether we are inside one carries over.
   */
  private speakable(clause: string): string {
    let kept = '';
    clause.split('```').forEach((part, index) => {
      if (index > 0) this.inCode = !this.inCode;
      if (!this.inCode) kept += part;
    });
    return spokenText(kept);
  }

  private say(clause: string): void {
    const text = this.speakable(clause);
    if (!/[\p{L}\p{N}]/u.test(text)) return;
    const { running } = this;
    this.speaking = this.speaking.then(async () => {
      if (running.stopped) return;
      try {
        const deadline = this.seq === 0 ? this.startedAt : this.heardUntil;
        const spoken = await this.ports.speak(text, this.voice(), deadline);
        if (running.stopped) return;
        this.heardUntil = Math.max(this.heardUntil, performance.now()) + spoken.durationMs;
        const data = spoken.wav.toString('base64');
        this.ports.send({
          type: 'audio',
          turn: running.turn,
          seq: this.seq++,
          text,
          format: 'wav',
          data,
          durationMs: spoken.durationMs,
          visemes: spoken.visemes,
          actions: planGestures(text, spoken.durationMs),
        });
      } catch (error) {
        this.ports.log(error, 'clause synthesis failed');
        if (!running.stopped) this.ports.send({ type: 'error', code: 500, message: messageFor('audioSynthesisFailed', this.language()) });
      }
    });
  }
}
