import { z } from 'zod';
import { FlowNode, NODE_TYPES } from '../flow-nodes.ts';

/**
 * The flow nodes of a conversational project one by one (spec §7 nodeConfig/*, base
 * `/aiask/avatar/`): the same `config.nodes` the project editor saves whole, edited node by node.
 * Each change is checked with the whole-document rules (projectConfigError) and applied atomically.
 */
const avatar = (path: string) => `/aiask/avatar/${path}`;

export const NODE_PATHS = {
  /** GET NodeListQuery -> FlowNode[] (the project's nodes in order) */
  nodeList: avatar('nodeConfig/nodeList'),
  /**
   * POST NodeSaveBody -> FlowNode: replaces the node with the same id or adds it (a new id when
   * none). Refused: a second start node (`startNodeRequired`), the start node changing type
   * (`nodeTypeChangeStart`), links to missing nodes (`nodeLinkInvalid`), more than FLOW_NODES_MAX
   * (`flowNodesMax`).
   */
  saveNode: avatar('nodeConfig/saveAvatarNode'),
  /**
   * GET NodeDeleteQuery -> null: removes the node, clears links to it (next / onError set to none,
   * routes to it dropped), removes its components and jump buttons to it. The start node cannot be
   * deleted (`startNodeUndeletable`); an unknown node is 404 `nodeNotFound`.
   */
  deleteNode: avatar('nodeConfig/deleteNode'),
  /** GET UserNodeQuery -> Page<UserNode>: the caller's nodes across projects (to copy one), start nodes left out. */
  userNodeList: avatar('nodeConfig/userNodeList'),
} as const;

const id = z.string().min(1).max(100);

export const NodeListQuery = z.object({ projectId: id });
export const NodeDeleteQuery = z.object({ projectId: id, nodeId: id });

export const NodeSaveBody = z.object({
  projectId: id,
  /** Without an id: a new node. */
  node: FlowNode.extend({ id: id.optional() }),
});
export type NodeSaveBody = z.input<typeof NodeSaveBody>;

export const UserNodeQuery = z.object({
  type: z.enum(NODE_TYPES).optional(),
  /** matches the node's name */
  keyword: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserNodeQuery = z.input<typeof UserNodeQuery>;

export const UserNode = z.object({ projectId: z.string(), projectName: z.string(), node: FlowNode });
export type UserNode = z.infer<typeof UserNode>;
