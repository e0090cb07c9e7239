import { z } from 'zod';

/**
 * The flow of a conversational project (spec §2 node types, §7 nodeConfig/*): nodes joined by
 * `next` links. A conversation starts at the start node; the room shows the components of the
 * current node. A node is "configured" once it is saved with a valid config (§5 "configure a node
 * before adding components"); the flow engine (flow-engine.ts) walks them.
 */
export const NODE_TYPES = ['start', 'interaction', 'collect', 'apiCall', 'end', 'search', 'standard', 'language'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** At most this many nodes per project; the flow editor shows them all. */
export const FLOW_NODES_MAX = 50;
/** API-call nodes wait at most this long (the node's own timeout is 1..this). */
export const API_CALL_TIMEOUT_MAX_MS = 10_000;

const nodeId = z.string().min(1).max(100);
const next = nodeId.nullable().default(null);
const text = z.string().trim().max(1000);

export const CollectField = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'invalidFieldKey'),
  /** What the avatar asks for this field. */
  prompt: text.min(1),
  kind: z.enum(['text', 'phone', 'email', 'number']).default('text'),
  required: z.boolean().default(true),
});
export type CollectField = z.infer<typeof CollectField>;

/** Each node type's settings. */
export const NodeConfig = z.discriminatedUnion('type', [
  /** Speaks the greeting (the role's when empty), then goes on. */
  z.object({ type: z.literal('start'), greeting: text.default(''), next }),
  /** Free questions answered by the role; a route whose keyword the question contains moves on. */
  z.object({
    type: z.literal('interaction'),
    routes: z
      .array(z.object({ keywords: z.array(z.string().trim().min(1).max(50)).min(1).max(20), next: nodeId }))
      .max(20)
      .default([]),
  }),
  /** Asks for each field in turn; the answers are stored in the session record. */
  z.object({ type: z.literal('collect'), fields: z.array(CollectField).min(1).max(20), done: text.default(''), next }),
  /** Calls an operator-allowed address; `say` may quote the JSON answer as {{path.to.value}}. */
  z.object({
    type: z.literal('apiCall'),
    url: z.string().trim().url().max(2000),
    method: z.enum(['GET', 'POST']).default('POST'),
    timeoutMs: z.number().int().min(100).max(API_CALL_TIMEOUT_MAX_MS).default(5000),
    say: text.default(''),
    next,
    onError: next,
  }),
  /** Says goodbye and ends the session. */
  z.object({ type: z.literal('end'), farewell: text.default('') }),
  /** Answers from the role's knowledge only (no Q&A, no language model), then goes on. */
  z.object({ type: z.literal('search'), next }),
  /** A fixed reply, then goes on. */
  z.object({ type: z.literal('standard'), reply: text.min(1), next }),
  /** Switches the answer and speech language. */
  z.object({ type: z.literal('language'), language: z.string().min(2).max(10), next }),
]);
export type NodeConfig = z.infer<typeof NodeConfig>;

export const FlowNode = z.object({
  id: nodeId,
  name: z.string().trim().min(1, 'nameRequired').max(50),
  /** Where the flow editor draws it. */
  position: z.object({ x: z.number().finite(), y: z.number().finite() }).default({ x: 0, y: 0 }),
  config: NodeConfig,
});
export type FlowNode = z.infer<typeof FlowNode>;

/** The node every new project starts with (so components can be placed at once). */
export function defaultStartNode(id = 'start'): FlowNode {
  return { id, name: 'Start', position: { x: 40, y: 40 }, config: { type: 'start', greeting: '', next: null } };
}
