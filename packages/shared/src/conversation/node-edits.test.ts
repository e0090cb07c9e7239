import { describe, expect, it } from 'vitest';
import { FLOW_NODES_MAX, FlowNode } from './flow-nodes.ts';
import { ProjectConfig } from './project-config.ts';
import { withNodeSaved, withoutNode } from './node-edits.ts';

const frame = { x: 0, y: 0, width: 100, height: 40 };
const config = () =>
  ProjectConfig.parse({
    nodes: [
      { id: 'start', name: 'Start', config: { type: 'start', next: 'chat' } },
      {
        id: 'chat',
        name: 'Chat',
        config: {
          type: 'interaction',
          routes: [
            { keywords: ['a'], next: 'api' },
            { keywords: ['b'], next: 'start' },
          ],
        },
      },
      { id: 'api', name: 'API', config: { type: 'apiCall', url: 'https://x.test/', next: 'chat', onError: 'chat' } },
    ],
    components: [
      { id: 'c1', nodeId: 'chat', frame, props: { type: 'avatar' } },
      {
        id: 'c2',
        nodeId: 'start',
        frame,
        props: { type: 'jumpButton', text: 'Go', target: { kind: 'node', nodeId: 'chat' }, textColor: '#fff', background: '#000' },
      },
      {
        id: 'c3',
        nodeId: 'start',
        frame,
        props: { type: 'jumpButton', text: 'Web', target: { kind: 'url', url: 'https://x.test/' }, textColor: '#fff', background: '#000' },
      },
    ],
  });
const node = (raw: object) => FlowNode.parse(raw);

describe('node edits (nodeConfig/*)', () => {
  it('adds a node, replaces one by id, and keeps the start node a start node', () => {
    const added = withNodeSaved(config(), node({ id: 'bye', name: 'Bye', config: { type: 'end', farewell: 'Bye' } }));
    expect(added.ok && added.config.nodes.map((n) => n.id)).toEqual(['start', 'chat', 'api', 'bye']);
    const renamed = withNodeSaved(config(), node({ id: 'chat', name: 'Questions', config: { type: 'interaction' } }));
    expect(renamed.ok && renamed.config.nodes[1]?.name).toBe('Questions');
    expect(withNodeSaved(config(), node({ id: 'start', name: 'S', config: { type: 'end' } }))).toMatchObject({
      ok: false,
      error: 'nodeTypeChangeStart',
    });
    expect(withNodeSaved(config(), node({ id: 's2', name: 'S', config: { type: 'start' } }))).toMatchObject({
      ok: false,
      error: 'startNodeRequired',
    });
    expect(withNodeSaved(config(), node({ id: 'x', name: 'X', config: { type: 'search', next: 'nowhere' } }))).toMatchObject({
      ok: false,
      error: 'nodeLinkInvalid',
    });
  });

  it('refuses a node beyond the flow maximum', () => {
    let current = config();
    for (let i = current.nodes.length; i < FLOW_NODES_MAX; i++) {
      const edit = withNodeSaved(current, node({ id: `n${i}`, name: `N${i}`, config: { type: 'search' } }));
      if (!edit.ok) throw new Error(edit.error);
      current = edit.config;
    }
    expect(withNodeSaved(current, node({ id: 'over', name: 'Over', config: { type: 'search' } }))).toMatchObject({
      ok: false,
      error: 'flowNodesMax',
    });
  });

  it('deletes a node: links cleared, its components and jump buttons to it gone; never the start node', () => {
    const edit = withoutNode(config(), 'chat');
    if (!edit.ok) throw new Error(edit.error);
    expect(edit.config.nodes.map((n) => [n.id, n.config])).toEqual([
      ['start', { type: 'start', greeting: '', next: null }],
      ['api', expect.objectContaining({ next: null, onError: null })],
    ]);
    expect(edit.config.components.map((c) => c.id)).toEqual(['c3']);
    const routes = withoutNode(config(), 'api');
    expect(routes.ok && routes.config.nodes[1]?.config).toEqual({ type: 'interaction', routes: [{ keywords: ['b'], next: 'start' }] });
    expect(withoutNode(config(), 'start')).toMatchObject({ ok: false, error: 'startNodeUndeletable', status: 400 });
    expect(withoutNode(config(), 'ghost')).toMatchObject({ ok: false, error: 'nodeNotFound', status: 404 });
  });
});
