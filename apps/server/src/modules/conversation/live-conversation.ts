import crypto from 'node:crypto';
import {
  ClauseCutter,
  messageFor,
  type AnswerEvent,
  type ConversationServerMessage,
  type HistoryTurn,
  type UiLanguage,
} from '@orator/shared';
import type { AnswerInput } from '../roles/answer-engine.ts';
import type { Owner } from '../qa/owner.ts';
import type { conversationTurns } from '../../db/schema/index.ts';

/** One clause spoken: WAV bytes, duration and the mouth shapes (25 fps). */
export interface SpokenClause {
  wav: Buffer;
  durationMs: number;
  visemes: Array<{ viseme: string; openness: number; rounding: number }>;
}

/** What a live conversation uses: the answer engine, speech and the session-record store. */
export interface ConversationPorts {
  answer(input: AnswerInput, signal: AbortSignal): AsyncIterable<AnswerEvent>;
  /** `deadline` (performance.now() ms): when the clause's audio will be needed; earlier ones are synthesised first. */
  speak(text: string, voiceId: string, deadline: number): Promise<SpokenClause>;
  record(turn: typeof conversationTurns.$inferInsert): Promise<void>;
  log(error: unknown, message: string): void;
}

/** Who is talking to which project (fixed when the socket's session opens). */
export interface ConversationSetup {
  owner: Owner;
  project: { id: string; name: string; voiceId: string };
  role: { id: string; name: string; historyTurns: number };
  profile: AnswerInput['profile'];
  visitor: 'owner' | 'share';
  language: UiLanguage;
}

interface RunningTurn {
  turn: number;
  question: string;
  answer: string;
  source: unknown;
  startedAt: Date;
  stopped: boolean;
  cancel: AbortController;
  recorded: boolean;
}

/**
 * One visitor's conversation (spec §4: loading -> started -> done, or interrupted reply). The answer
 * streams as text; each clause is synthesised as soon as the cutter completes it, one at a time so
 * the first clause gets the machine, and sent in order. Stop (or a new question) marks the turn
 * stopped: nothing more of it is sent, the engine is aborted, the turn is recorded as interrupted.
 */
export class LiveConversation {
  readonly sessionId = crypto.randomUUID();
  private turns = 0;
  private current: RunningTurn | null = null;
  private readonly history: HistoryTurn[] = [];
  private recording: Promise<void> = Promise.resolve();

  constructor(
    private readonly setup: ConversationSetup,
    private readonly ports: ConversationPorts,
    private readonly send: (message: ConversationServerMessage) => void,
  ) {}

  ask(question: string): void {
    this.stop();
    const running: RunningTurn = {
      turn: ++this.turns,
      question,
      answer: '',
      source: null,
      startedAt: new Date(),
      stopped: false,
      cancel: new AbortController(),
      recorded: false,
    };
    this.current = running;
    void this.run(running);
  }

  /** Barge-in: drop the rest of the answer in progress (no-op when idle). */
  stop(): void {
    const running = this.current;
    if (!running) return;
    this.current = null;
    running.stopped = true;
    running.cancel.abort();
    this.send({ type: 'done', turn: running.turn, answer: running.answer, interrupted: true });
    void this.finish(running, 'interrupted');
  }

  /** The socket closed: stop quietly. */
  close(): void {
    const running = this.current;
    if (!running) return;
    this.current = null;
    running.stopped = true;
    running.cancel.abort();
    void this.finish(running, 'interrupted');
  }

  private async run(running: RunningTurn): Promise<void> {
    const { turn } = running;
    this.send({ type: 'turn', turn, question: running.question });
    const cutter = new ClauseCutter();
    let seq = 0;
    let speaking: Promise<void> = Promise.resolve();
    // When the visitor will have heard everything sent so far: the next clause is needed then.
    const askedAt = performance.now();
    let heardUntil = 0;
    const speak = (text: string) => {
      speaking = speaking.then(async () => {
        if (running.stopped) return;
        try {
          const deadline = seq === 0 ? askedAt : heardUntil;
          const spoken = await this.ports.speak(text, this.setup.project.voiceId, deadline);
          if (running.stopped) return;
          heardUntil = Math.max(heardUntil, performance.now()) + spoken.durationMs;
          const data = spoken.wav.toString('base64');
          this.send({ type: 'audio', turn, seq: seq++, text, format: 'wav', data, durationMs: spoken.durationMs, visemes: spoken.visemes });
        } catch (error) {
          this.ports.log(error, 'clause synthesis failed');
          if (!running.stopped) this.send({ type: 'error', code: 500, message: messageFor('audioSynthesisFailed', this.setup.language) });
        }
      });
    };

    let outcome: 'answered' | 'failed' = 'answered';
    try {
      const input: AnswerInput = {
        owner: this.setup.owner,
        profile: this.setup.profile,
        question: running.question,
        history: this.history.slice(-2 * this.setup.role.historyTurns),
        language: this.setup.language,
      };
      for await (const event of this.ports.answer(input, running.cancel.signal)) {
        if (running.stopped) return;
        if (event.type === 'source') {
          running.source = { source: event.source, qaMatch: event.qaMatch, segments: event.segments.map((s) => s.segmentId) };
          this.send({ type: 'source', turn, source: event.source, answerMode: event.answerMode });
        } else if (event.type === 'delta') {
          running.answer += event.text;
          this.send({ type: 'delta', turn, text: event.text });
          for (const clause of cutter.push(event.text)) speak(clause);
        } else if (event.type === 'done') {
          // The final text wins (a generated answer holding a sensitive word becomes the phrase).
          const final = event.result.answer;
          if (final.startsWith(running.answer)) {
            for (const clause of cutter.push(final.slice(running.answer.length))) speak(clause);
          } else {
            cutter.flush();
            speak(final);
          }
          running.answer = final;
          running.source = {
            source: event.result.source,
            qaMatch: event.result.qaMatch,
            segments: event.result.segments.map((s) => s.segmentId),
          };
        } else {
          outcome = 'failed';
          this.send({ type: 'error', code: 500, message: event.message });
        }
      }
      const rest = cutter.flush();
      if (rest) speak(rest);
      await speaking;
    } catch (error) {
      if (running.stopped) return;
      outcome = 'failed';
      this.ports.log(error, 'answer failed');
      this.send({ type: 'error', code: 500, message: messageFor('languageModelFailed', this.setup.language) });
    }
    if (running.stopped) return;
    this.current = null;
    // Stored before `done`, so a client reading the records after `done` finds the turn.
    await this.finish(running, outcome);
    this.send({ type: 'done', turn, answer: running.answer, interrupted: false });
  }

  /** Records the turn; records are written one after another, so an earlier interrupted turn is stored first. */
  private finish(running: RunningTurn, outcome: 'answered' | 'interrupted' | 'failed'): Promise<void> {
    if (running.recorded) return this.recording;
    running.recorded = true;
    if (outcome === 'answered')
      this.history.push({ role: 'user', content: running.question }, { role: 'assistant', content: running.answer });
    const endedAt = new Date();
    this.recording = this.recording.then(() => this.store(running, outcome, endedAt));
    return this.recording;
  }

  private async store(running: RunningTurn, outcome: 'answered' | 'interrupted' | 'failed', endedAt: Date): Promise<void> {
    try {
      await this.ports.record({
        id: crypto.randomUUID(),
        sessionId: this.sessionId,
        ownerId: this.setup.owner.ownerId,
        tenantId: this.setup.owner.tenantId,
        projectId: this.setup.project.id,
        projectName: this.setup.project.name,
        roleId: this.setup.role.id,
        roleName: this.setup.role.name,
        turn: running.turn,
        visitor: this.setup.visitor,
        question: running.question,
        answer: running.answer,
        source: running.source ?? { source: 'none' },
        outcome,
        startedAt: running.startedAt,
        endedAt,
      });
    } catch (error) {
      this.ports.log(error, 'session record not stored');
    }
  }
}
