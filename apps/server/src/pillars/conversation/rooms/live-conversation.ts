import crypto from 'node:crypto';
import {
  flowStep,
  initialFlowState,
  messageFor,
  toUiLanguage,
  type ConversationServerMessage,
  type FlowEffect,
  type FlowEvent,
  type FlowState,
  type HistoryTurn,
  type UiLanguage,
} from '@orator/shared';
import type { AnswerInput } from '../roles/index.ts';
import type { ConversationPorts, ConversationSetup, ScriptedAnswer } from './conversation-ports.ts';
import { streamAnswer } from './turn-answer.ts';
import { TurnSpeaker } from './turn-speaker.ts';

export type { ConversationPorts, ConversationSetup, ScriptedAnswer, SpokenClause } from './conversation-ports.ts';

type Outcome = 'answered' | 'interrupted' | 'failed';

interface RunningTurn {
  turn: number;
  question: string;
  answer: string;
  source: unknown;
  collected: Record<string, string> | null;
  startedAt: Date;
  stopped: boolean;
  cancel: AbortController;
  recorded: boolean;
  /** The flow reached an end node in this turn. */
  ends: boolean;
  /** The spoken question being stored (null: typed, or storing failed). */
  audioKey: Promise<string | null>;
}

/** Effects that make a turn (something is said or done the visitor waits for). */
const speaks = (effect: FlowEffect) => effect.type === 'say' || effect.type === 'answer' || effect.type === 'callApi';

/**
 * One visitor's conversation (spec §4: loading -> started -> done, or interrupted reply), driven by
 * the project's flow: each event (session start, a question, a jump) goes through the flow engine
 * and its effects run in order within one turn — fixed texts and answers are spoken clause by
 * clause as they complete. Stop (or a new question) marks the turn stopped: nothing more of it is
 * spoken, the engine is aborted, the turn is recorded as interrupted; the flow's own moves (node,
 * language, collected fields, an API call in flight) still complete.
 */
export class LiveConversation {
  readonly sessionId = crypto.randomUUID();
  private turns = 0;
  private current: RunningTurn | null = null;
  private readonly history: HistoryTurn[] = [];
  private recording: Promise<void> = Promise.resolve();
  private flow: FlowState;
  private language: UiLanguage;
  private voiceId: string;
  private ended = false;

  constructor(
    private readonly setup: ConversationSetup,
    private readonly ports: ConversationPorts,
    private readonly send: (message: ConversationServerMessage) => void,
  ) {
    this.flow = initialFlowState(setup.language);
    this.language = setup.language;
    this.voiceId = setup.project.voiceId;
  }

  /** The session opened: the start node greets and the flow moves on. */
  begin(): void {
    this.play('', { type: 'start' });
  }

  /**
   * A question goes through the flow; a scripted answer (the wake prompt) is said as given. `audio`:
   * the question was spoken (its transcript), the recording is kept with the turn.
   */
  ask(question: string, scripted?: ScriptedAnswer, audio?: Buffer): void {
    this.play(question, scripted ? scripted : { type: 'question', text: question }, audio);
  }

  /** The room's language switch: like a language node, from the next answer on. */
  switchLanguage(language: string): void {
    this.flow = { ...this.flow, language };
    this.language = toUiLanguage(language);
    this.voiceId = this.ports.voiceFor(language, this.voiceId);
  }

  /** A jump button: the flow continues from `nodeId`. */
  goto(nodeId: string): void {
    this.play('', { type: 'goto', nodeId });
  }

  /** Stores a spoken question; a failure leaves the turn without audio (it is still answered and recorded). */
  private keepAudio(turn: number, audio: Buffer): Promise<string | null> {
    return this.ports.storeAudio(turn, audio).catch((error: unknown) => {
      this.ports.log(error, 'spoken question not stored');
      return null;
    });
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
    if (running.ends) this.send({ type: 'end' });
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

  private step(event: FlowEvent): FlowEffect[] {
    const { state, effects } = flowStep(this.setup.nodes, this.flow, event);
    this.flow = state;
    // The start node without a greeting of its own says the role's (in the session's language).
    return effects.flatMap((effect) =>
      effect.type === 'say' && effect.roleGreeting
        ? this.roleGreeting()
          ? [{ type: 'say' as const, text: this.roleGreeting() }]
          : []
        : [effect],
    );
  }

  private roleGreeting(): string {
    const { greeting, greetings } = this.setup.role;
    const own = Object.entries(greetings).find(([language]) => toUiLanguage(language) === this.language && language !== 'en');
    return (own?.[1] ?? greeting).trim();
  }

  private play(question: string, event: FlowEvent | ScriptedAnswer, audio?: Buffer): void {
    if (this.ended) return;
    this.stop();
    const scripted = 'answer' in event ? event : null;
    const effects: FlowEffect[] = 'answer' in event ? [{ type: 'say', text: event.answer }] : this.step(event);
    const running: RunningTurn = {
      turn: 0,
      question,
      answer: '',
      source: scripted ? { source: scripted.source } : null,
      collected: null,
      startedAt: new Date(),
      stopped: false,
      cancel: new AbortController(),
      recorded: false,
      ends: false,
      audioKey: Promise.resolve(null),
    };
    // Nothing to say (a jump to a node that waits, a start without greeting): no turn, just the moves.
    if (question === '' && !effects.some(speaks)) {
      running.stopped = true;
      void this.runEffects(running, null, effects).then(() => {
        if (running.ends) this.send({ type: 'end' });
      });
      return;
    }
    running.turn = ++this.turns;
    if (audio) running.audioKey = this.keepAudio(running.turn, audio);
    this.current = running;
    void this.run(running, effects);
  }

  private async run(running: RunningTurn, effects: FlowEffect[]): Promise<void> {
    const { turn } = running;
    this.send({ type: 'turn', turn, question: running.question });
    const speaker = new TurnSpeaker(
      running,
      () => this.voiceId,
      () => this.language,
      {
        speak: (text, voiceId, deadline) => this.ports.speak(text, voiceId, deadline),
        send: (message) => this.send(message),
        log: (error, message) => this.ports.log(error, message),
      },
    );
    let outcome: Outcome = 'answered';
    try {
      outcome = await this.runEffects(running, speaker, effects);
      speaker.flush();
      await speaker.finished();
    } catch (error) {
      if (running.stopped) return;
      outcome = 'failed';
      this.ports.log(error, 'answer failed');
      this.send({ type: 'error', code: 500, message: messageFor('languageModelFailed', this.language) });
    }
    if (running.stopped) return;
    this.current = null;
    // Stored before `done`, so a client reading the records after `done` finds the turn.
    await this.finish(running, outcome, speaker.heardBy());
    this.send({ type: 'done', turn, answer: running.answer, interrupted: false });
    if (running.ends) this.send({ type: 'end' });
  }

  /** Runs the flow's effects in order; an API call's result goes back through the engine. */
  private async runEffects(running: RunningTurn, speaker: TurnSpeaker | null, effects: FlowEffect[]): Promise<Outcome> {
    let outcome: Outcome = 'answered';
    for (const effect of effects) {
      if (effect.type === 'say') {
        if (running.stopped || !speaker) continue;
        const text = running.answer ? ` ${effect.text}` : effect.text;
        running.answer += text;
        running.source ??= { source: 'flow' };
        this.send({ type: 'delta', turn: running.turn, text });
        speaker.push(effect.text);
        speaker.flush();
      } else if (effect.type === 'answer') {
        if (running.stopped || !speaker) continue;
        if ((await this.answer(running, speaker, effect)) === 'failed') outcome = 'failed';
      } else if (effect.type === 'callApi') {
        const { result, problem } = await this.ports.callApi(effect, this.sessionId);
        if (problem) this.ports.log(new Error(problem), 'flow API call took the error branch');
        if ((await this.runEffects(running, speaker, this.step(result))) === 'failed') outcome = 'failed';
      } else if (effect.type === 'setLanguage') {
        this.language = toUiLanguage(effect.language);
        this.voiceId = this.ports.voiceFor(effect.language, this.voiceId);
      } else if (effect.type === 'enterNode') {
        this.send({ type: 'node', nodeId: effect.nodeId });
      } else if (effect.type === 'collected') {
        running.collected = { ...running.collected, ...effect.fields };
      } else if (effect.type === 'loopStopped') {
        this.ports.log(new Error(`flow loop stopped at node ${effect.nodeId}`), 'flow loop');
      } else {
        this.ended = true;
        running.ends = true;
      }
    }
    return outcome;
  }

  /** The role's answer engine (knowledge only for a search node), streamed into the turn's speech. */
  private answer(running: RunningTurn, speaker: TurnSpeaker, effect: Extract<FlowEffect, { type: 'answer' }>): Promise<Outcome> {
    const input: AnswerInput = {
      owner: this.setup.owner,
      profile: this.setup.profile,
      question: effect.question,
      history: this.history.slice(-2 * this.setup.role.historyTurns),
      language: this.language,
      knowledgeOnly: effect.mode === 'knowledgeOnly',
    };
    return streamAnswer(running, speaker, this.ports.answer(input, running.cancel.signal), this.send);
  }

  /** Records the turn; records are written one after another, so an earlier interrupted turn is stored first. */
  private finish(running: RunningTurn, outcome: Outcome, heardBy = new Date()): Promise<void> {
    if (running.recorded) return this.recording;
    running.recorded = true;
    if (outcome === 'answered' && running.question)
      this.history.push({ role: 'user', content: running.question }, { role: 'assistant', content: running.answer });
    // The turn lasts until its speech has been heard, which may be well after the text was done.
    const endedAt = new Date(Math.max(Date.now(), heardBy.getTime()));
    this.recording = this.recording.then(() => this.store(running, outcome, endedAt));
    return this.recording;
  }

  private async store(running: RunningTurn, outcome: Outcome, endedAt: Date): Promise<void> {
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
        collected: running.collected,
        outcome,
        audioKey: await running.audioKey,
        startedAt: running.startedAt,
        endedAt,
      });
    } catch (error) {
      this.ports.log(error, 'session record not stored');
    }
  }
}
