import { describe, expect, it } from 'vitest';
import { flowStep, initialFlowState, type FlowEvent, type FlowState } from './flow-engine.ts';
import { FlowNode, type NodeConfig } from './flow-nodes.ts';

const node = (id: string, config: Record<string, unknown> & { type: NodeConfig['type'] }): FlowNode =>
  FlowNode.parse({ id, name: id, config });

/** A flow over every node type: start -> language -> standard -> collect -> api -> interaction (-> search / end). */
const flow: FlowNode[] = [
  node('start', { type: 'start', greeting: 'Welcome!', next: 'lang' }),
  node('lang', { type: 'language', language: 'zh-CN', next: 'std' }),
  node('std', { type: 'standard', reply: 'Let us begin.', next: 'form' }),
  node('form', {
    type: 'collect',
    fields: [
      { key: 'name', prompt: 'Your name?' },
      { key: 'phone', prompt: 'Your phone?', kind: 'phone' },
      { key: 'mail', prompt: 'Your email?', kind: 'email', required: false },
      { key: 'age', prompt: 'Your age?', kind: 'number' },
    ],
    done: 'Thanks.',
    next: 'api',
  }),
  node('api', {
    type: 'apiCall',
    url: 'http://crm.test/lead',
    say: 'Ticket {{ticket.id}} for {{who}}{{missing}}.',
    next: 'chat',
    onError: 'sorry',
  }),
  node('sorry', { type: 'standard', reply: 'The service is down.', next: null }),
  node('chat', {
    type: 'interaction',
    routes: [
      { keywords: ['Price', '价格'], next: 'kb' },
      { keywords: ['bye'], next: 'end' },
    ],
  }),
  node('kb', { type: 'search', next: 'chat' }),
  node('end', { type: 'end', farewell: 'Goodbye.' }),
];

function run(state: FlowState, ...events: FlowEvent[]) {
  let current = state;
  const effects = [];
  for (const event of events) {
    const step = flowStep(flow, current, event);
    current = step.state;
    effects.push(...step.effects);
  }
  return { state: current, effects };
}

const ask = (text: string): FlowEvent => ({ type: 'question', text });
const started = () => run(initialFlowState('en'), { type: 'start' });

describe('flow engine (spec §2 node types)', () => {
  it('start says the greeting, a language node switches language, a standard node replies, and the chain stops at collect', () => {
    const { state, effects } = started();
    expect(effects).toEqual([
      { type: 'enterNode', nodeId: 'start' },
      { type: 'say', text: 'Welcome!' },
      { type: 'enterNode', nodeId: 'lang' },
      { type: 'setLanguage', language: 'zh-CN' },
      { type: 'enterNode', nodeId: 'std' },
      { type: 'say', text: 'Let us begin.' },
      { type: 'enterNode', nodeId: 'form' },
      { type: 'say', text: 'Your name?' },
    ]);
    expect(state).toMatchObject({ nodeId: 'form', phase: 'collecting', fieldIndex: 0, language: 'zh-CN' });
  });

  it('an empty greeting asks the runtime for the role greeting; a start without next parks', () => {
    const nodes = [node('s', { type: 'start', greeting: '  ', next: null })];
    const step = flowStep(nodes, initialFlowState('en'), { type: 'start' });
    expect(step.effects).toEqual([
      { type: 'enterNode', nodeId: 's' },
      { type: 'say', text: '', roleGreeting: true },
    ]);
    expect(step.state.phase).toBe('parked');
    const question = flowStep(nodes, step.state, ask('hello'));
    expect(question.effects).toEqual([{ type: 'answer', question: 'hello', mode: 'role' }]);
  });

  it('collect validates each field by kind, re-asks with a short error in the session language, stores and moves on', () => {
    let { state } = started();
    let step = run(state, ask('Ada'));
    expect(step.effects).toEqual([{ type: 'say', text: 'Your phone?' }]);
    step = run(step.state, ask('12345'));
    expect(step.effects).toEqual([
      { type: 'say', text: '请输入正确的手机号' },
      { type: 'say', text: 'Your phone?' },
    ]);
    expect(step.state.fieldIndex).toBe(1);
    step = run(step.state, ask('138 0013-8000'));
    expect(step.effects).toEqual([{ type: 'say', text: 'Your email?' }]);
    step = run(step.state, ask('not-an-email'));
    expect(step.effects[0]).toEqual({ type: 'say', text: '邮箱格式错误' });
    step = run(step.state, ask(' ')); // optional: a blank answer skips it
    expect(step.effects).toEqual([{ type: 'say', text: 'Your age?' }]);
    step = run(step.state, ask('forty'));
    expect(step.effects[0]).toEqual({ type: 'say', text: '请输入数字' });
    step = run(step.state, ask('42'));
    state = step.state;
    expect(step.effects).toEqual([
      { type: 'collected', fields: { name: 'Ada', phone: '13800138000', mail: '', age: '42' } },
      { type: 'say', text: 'Thanks.' },
      { type: 'enterNode', nodeId: 'api' },
      {
        type: 'callApi',
        url: 'http://crm.test/lead',
        method: 'POST',
        timeoutMs: 5000,
        body: { name: 'Ada', phone: '13800138000', mail: '', age: '42' },
      },
    ]);
    expect(state.phase).toBe('calling');
  });

  it('a required text field refuses a blank answer', () => {
    const { state } = started();
    const step = run(state, ask('   '));
    expect(step.effects).toEqual([
      { type: 'say', text: '此项必填，请回答' },
      { type: 'say', text: 'Your name?' },
    ]);
  });

  const atApi = () => run(started().state, ask('Ada'), ask('13800138000'), ask('a@b.co'), ask('3')).state;

  it('an API result fills the say template from the JSON answer and goes to next', () => {
    const step = run(atApi(), { type: 'apiResult', outcome: 'ok', data: { ticket: { id: 7 }, who: 'Ada' } });
    expect(step.effects).toEqual([
      { type: 'say', text: 'Ticket 7 for Ada.' },
      { type: 'enterNode', nodeId: 'chat' },
    ]);
    expect(step.state).toMatchObject({ nodeId: 'chat', phase: 'listening' });
  });

  it.each(['error', 'timeout'] as const)('an API %s takes onError (and parks there with no next)', (outcome) => {
    const step = run(atApi(), { type: 'apiResult', outcome });
    expect(step.effects).toEqual([
      { type: 'enterNode', nodeId: 'sorry' },
      { type: 'say', text: 'The service is down.' },
    ]);
    expect(step.state).toMatchObject({ nodeId: 'sorry', phase: 'parked' });
  });

  it('an API node without onError parks on error; a question while calling is answered; a late result is dropped', () => {
    const nodes = [
      node('s', { type: 'start', greeting: 'Hi', next: 'a' }),
      node('a', { type: 'apiCall', url: 'http://x.test/', method: 'GET', timeoutMs: 100, next: null, onError: null }),
    ];
    const calling = flowStep(nodes, initialFlowState('en'), { type: 'start' }).state;
    expect(flowStep(nodes, calling, ask('still there?')).effects).toEqual([{ type: 'answer', question: 'still there?', mode: 'role' }]);
    const failed = flowStep(nodes, calling, { type: 'apiResult', outcome: 'error' });
    expect(failed.effects).toEqual([]);
    expect(failed.state.phase).toBe('parked');
    const late = flowStep(nodes, failed.state, { type: 'apiResult', outcome: 'ok', data: {} });
    expect(late).toEqual({ state: failed.state, effects: [] });
  });

  it('interaction answers with the role unless a route keyword is in the question (case-insensitive, Chinese too)', () => {
    const chat = run(atApi(), { type: 'apiResult', outcome: 'ok', data: {} }).state;
    expect(run(chat, ask('What are your hours?')).effects).toEqual([{ type: 'answer', question: 'What are your hours?', mode: 'role' }]);
    expect(run(chat, ask('what is the PRICE?')).effects).toEqual([{ type: 'enterNode', nodeId: 'kb' }]);
    expect(run(chat, ask('请问价格多少')).effects).toEqual([{ type: 'enterNode', nodeId: 'kb' }]);
    expect(run(chat, ask('ＰＲＩＣＥ list')).effects).toEqual([{ type: 'enterNode', nodeId: 'kb' }]);
  });

  it('search answers from knowledge only, then follows next', () => {
    const chat = run(atApi(), { type: 'apiResult', outcome: 'ok', data: {} }).state;
    const atSearch = run(chat, ask('price')).state;
    expect(atSearch).toMatchObject({ nodeId: 'kb', phase: 'listening' });
    const step = run(atSearch, ask('How much is the pro plan?'));
    expect(step.effects).toEqual([
      { type: 'answer', question: 'How much is the pro plan?', mode: 'knowledgeOnly' },
      { type: 'enterNode', nodeId: 'chat' },
    ]);
  });

  it('end says farewell and ends; later questions do nothing', () => {
    const chat = run(atApi(), { type: 'apiResult', outcome: 'ok', data: {} }).state;
    const step = run(chat, ask('ok bye'));
    expect(step.effects).toEqual([{ type: 'enterNode', nodeId: 'end' }, { type: 'say', text: 'Goodbye.' }, { type: 'end' }]);
    expect(step.state.phase).toBe('ended');
    expect(run(step.state, ask('hello?')).effects).toEqual([]);
  });

  it('goto jumps to a node (a collect node starts from its first field); an unknown node changes nothing', () => {
    const chat = run(atApi(), { type: 'apiResult', outcome: 'ok', data: {} }).state;
    const step = run(chat, { type: 'goto', nodeId: 'form' });
    expect(step.effects).toEqual([
      { type: 'enterNode', nodeId: 'form' },
      { type: 'say', text: 'Your name?' },
    ]);
    expect(step.state).toMatchObject({ phase: 'collecting', fieldIndex: 0 });
    expect(run(chat, { type: 'goto', nodeId: 'nowhere' })).toEqual({ state: chat, effects: [] });
    // A jump while the API call runs drops its result.
    const jumped = run(atApi(), { type: 'goto', nodeId: 'chat' }).state;
    expect(run(jumped, { type: 'apiResult', outcome: 'ok', data: {} }).effects).toEqual([]);
  });

  it('a loop of nodes moving on by themselves stops after as many hops as there are nodes', () => {
    const nodes = [
      node('s', { type: 'start', greeting: 'Hi', next: 'a' }),
      node('a', { type: 'standard', reply: 'A', next: 'b' }),
      node('b', { type: 'language', language: 'en', next: 'a' }),
    ];
    const step = flowStep(nodes, initialFlowState('en'), { type: 'start' });
    expect(step.effects.filter((effect) => effect.type === 'enterNode')).toHaveLength(3);
    expect(step.effects.at(-1)).toEqual({ type: 'loopStopped', nodeId: 'a' });
    expect(step.state.phase).toBe('parked');
  });

  it('a flow without a start node does nothing on start', () => {
    expect(flowStep([], initialFlowState('en'), { type: 'start' }).effects).toEqual([]);
  });
});
