import { messageFor } from '../kernel/errors.ts';
import { checkFieldAnswer } from './flow-fields.ts';
import type { FlowNode, NodeConfig } from './flow-nodes.ts';
import { fillTemplate } from './flow-template.ts';

/**
 * The flow engine (spec §2 node types): pure — given the project's nodes, a session's flow state
 * and an event, it returns the next state and the effects the runtime carries out in order
 * (speak, answer, call an API, switch language, show a node's components, store fields, end).
 */

/**
 * Where the session is: `idle` before start; `listening` at an interaction or search node;
 * `collecting` field `fieldIndex` of a collect node; `calling` an API node's address; `parked` at a
 * node with nowhere to go (questions are answered by the role); `ended` after an end node.
 */
type FlowPhase = 'idle' | 'listening' | 'collecting' | 'calling' | 'parked' | 'ended';

export interface FlowState {
  nodeId: string | null;
  phase: FlowPhase;
  fieldIndex: number;
  /** Every field collected in this session so far (the API-call body). */
  collected: Record<string, string>;
  language: string;
}

export type FlowEvent =
  | { type: 'start' }
  | { type: 'question'; text: string }
  | { type: 'apiResult'; outcome: 'ok'; data: unknown }
  | { type: 'apiResult'; outcome: 'error' | 'timeout' }
  | { type: 'goto'; nodeId: string };

export type FlowEffect =
  /** Fixed text to speak. `roleGreeting`: the start node has none, speak the role's greeting. */
  | { type: 'say'; text: string; roleGreeting?: true }
  | { type: 'answer'; question: string; mode: 'role' | 'knowledgeOnly' }
  | { type: 'callApi'; url: string; method: 'GET' | 'POST'; timeoutMs: number; body: Record<string, string> }
  | { type: 'setLanguage'; language: string }
  | { type: 'enterNode'; nodeId: string }
  | { type: 'collected'; fields: Record<string, string> }
  /** A chain of nodes moving on by themselves was longer than the flow: stopped there. */
  | { type: 'loopStopped'; nodeId: string }
  | { type: 'end' };

export interface FlowStep {
  state: FlowState;
  effects: FlowEffect[];
}

export function initialFlowState(language: string): FlowState {
  return { nodeId: null, phase: 'idle', fieldIndex: 0, collected: {}, language };
}

type Config<T extends NodeConfig['type']> = Extract<NodeConfig, { type: T }>;

export function flowStep(nodes: readonly FlowNode[], state: FlowState, event: FlowEvent): FlowStep {
  const walk = new Walk(nodes, state);
  if (event.type === 'start') {
    const start = nodes.find((node) => node.config.type === 'start');
    if (start) walk.enter(start.id);
  } else if (event.type === 'goto') {
    if (nodes.some((node) => node.id === event.nodeId)) walk.enter(event.nodeId);
  } else if (event.type === 'question') {
    walk.question(event.text);
  } else {
    walk.apiResult(event);
  }
  return { state: walk.state, effects: walk.effects };
}

/** One event's walk through the flow, collecting effects. */
class Walk {
  readonly effects: FlowEffect[] = [];
  private hops = 0;

  constructor(
    private readonly nodes: readonly FlowNode[],
    public state: FlowState,
  ) {}

  private node(id: string | null): FlowNode | undefined {
    return id === null ? undefined : this.nodes.find((node) => node.id === id);
  }

  private set(patch: Partial<FlowState>): void {
    this.state = { ...this.state, ...patch };
  }

  private say(text: string): void {
    if (text.trim() !== '') this.effects.push({ type: 'say', text });
  }

  /** Goes on to `next`, or parks here when there is none. */
  private follow(next: string | null): void {
    if (next !== null && this.node(next)) this.enter(next);
    else this.set({ phase: 'parked' });
  }

  enter(nodeId: string): void {
    const node = this.node(nodeId);
    if (!node) return;
    if (++this.hops > this.nodes.length) {
      this.set({ nodeId, phase: 'parked' });
      this.effects.push({ type: 'loopStopped', nodeId });
      return;
    }
    this.set({ nodeId, fieldIndex: 0 });
    this.effects.push({ type: 'enterNode', nodeId });
    const config = node.config;
    switch (config.type) {
      case 'start':
        if (config.greeting.trim() === '') this.effects.push({ type: 'say', text: '', roleGreeting: true });
        else this.say(config.greeting);
        return this.follow(config.next);
      case 'interaction':
      case 'search':
        return this.set({ phase: 'listening' });
      case 'collect':
        this.set({ phase: 'collecting' });
        return this.say(config.fields[0]?.prompt ?? '');
      case 'apiCall':
        this.set({ phase: 'calling' });
        this.effects.push({
          type: 'callApi',
          url: config.url,
          method: config.method,
          timeoutMs: config.timeoutMs,
          body: { ...this.state.collected },
        });
        return;
      case 'standard':
        this.say(config.reply);
        return this.follow(config.next);
      case 'language':
        this.set({ language: config.language });
        this.effects.push({ type: 'setLanguage', language: config.language });
        return this.follow(config.next);
      case 'end':
        this.say(config.farewell);
        this.set({ phase: 'ended' });
        this.effects.push({ type: 'end' });
        return;
    }
  }

  question(text: string): void {
    const config = this.node(this.state.nodeId)?.config;
    const phase = this.state.phase;
    if (phase === 'ended') return;
    if (phase === 'collecting' && config?.type === 'collect') return this.collect(config, text);
    if (phase === 'listening' && config?.type === 'interaction') {
      const route = matchingRoute(config, text);
      if (route && this.node(route.next)) return this.enter(route.next);
    }
    if (phase === 'listening' && config?.type === 'search') {
      this.effects.push({ type: 'answer', question: text, mode: 'knowledgeOnly' });
      return this.follow(config.next);
    }
    // Interaction, parked, or waiting for an API: the role answers.
    this.effects.push({ type: 'answer', question: text, mode: 'role' });
  }

  private collect(config: Config<'collect'>, answer: string): void {
    const field = config.fields[this.state.fieldIndex];
    if (!field) return this.follow(config.next);
    const check = checkFieldAnswer(field, answer);
    if (!check.ok) {
      this.say(messageFor(check.error, this.state.language));
      return this.say(field.prompt);
    }
    this.set({ collected: { ...this.state.collected, [field.key]: check.value } });
    const nextField = config.fields[this.state.fieldIndex + 1];
    if (nextField) {
      this.set({ fieldIndex: this.state.fieldIndex + 1 });
      return this.say(nextField.prompt);
    }
    const fields = Object.fromEntries(config.fields.map((f) => [f.key, this.state.collected[f.key] ?? '']));
    this.effects.push({ type: 'collected', fields });
    this.say(config.done);
    this.follow(config.next);
  }

  apiResult(event: Extract<FlowEvent, { type: 'apiResult' }>): void {
    const config = this.node(this.state.nodeId)?.config;
    // A result for a call no longer waited for (the visitor jumped elsewhere) is dropped.
    if (this.state.phase !== 'calling' || config?.type !== 'apiCall') return;
    if (event.outcome !== 'ok') return this.follow(config.onError);
    this.say(fillTemplate(config.say, event.data));
    this.follow(config.next);
  }
}

/** Case-insensitive containment (full-width and half-width forms alike); Chinese matches as written. */
function matchingRoute(config: Config<'interaction'>, question: string) {
  const text = fold(question);
  return config.routes.find((route) => route.keywords.some((keyword) => fold(keyword) !== '' && text.includes(fold(keyword))));
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}
