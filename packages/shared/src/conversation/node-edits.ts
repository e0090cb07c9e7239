import type { ErrorKey } from '../kernel/errors.ts';
import { FLOW_NODES_MAX, type FlowNode, type NodeConfig } from './flow-nodes.ts';
import { projectConfigError, type ProjectConfig } from './project-config.ts';

/** One node edit's outcome: the new document, or the catalogue key saying why not. */
export type NodeEdit = { ok: true; config: ProjectConfig; node?: FlowNode } | { ok: false; error: ErrorKey; status: 400 | 404 };

/**
 * Saves one node into the document (nodeConfig/saveAvatarNode, the flow editor): replaces the node
 * with its id, or appends it. The start node stays a start node; the whole-document rules apply.
 */
export function withNodeSaved(config: ProjectConfig, node: FlowNode): NodeEdit {
  const index = config.nodes.findIndex((existing) => existing.id === node.id);
  const existing = config.nodes[index];
  if (existing && existing.config.type === 'start' && node.config.type !== 'start')
    return { ok: false, error: 'nodeTypeChangeStart', status: 400 };
  if (!existing && config.nodes.length >= FLOW_NODES_MAX) return { ok: false, error: 'flowNodesMax', status: 400 };
  const nodes = existing ? config.nodes.map((other, i) => (i === index ? node : other)) : [...config.nodes, node];
  const next = { ...config, nodes };
  const error = projectConfigError(next);
  return error ? { ok: false, error, status: 400 } : { ok: true, config: next, node };
}

/** The node's config with every link to `removed` cleared (next / onError to none, routes to it dropped). */
function unlinked(config: NodeConfig, removed: string): NodeConfig {
  const copy = { ...config };
  if ('next' in copy && copy.next === removed) copy.next = null;
  if (copy.type === 'apiCall' && copy.onError === removed) copy.onError = null;
  if (copy.type === 'interaction') copy.routes = copy.routes.filter((route) => route.next !== removed);
  return copy;
}

/**
 * Deletes a node (nodeConfig/deleteNode): never the start node; links to it are cleared, its
 * components go, and so do jump buttons elsewhere that jumped to it.
 */
export function withoutNode(config: ProjectConfig, nodeId: string): NodeEdit {
  const node = config.nodes.find((existing) => existing.id === nodeId);
  if (!node) return { ok: false, error: 'nodeNotFound', status: 404 };
  if (node.config.type === 'start') return { ok: false, error: 'startNodeUndeletable', status: 400 };
  const nodes = config.nodes.filter((other) => other.id !== nodeId).map((other) => ({ ...other, config: unlinked(other.config, nodeId) }));
  const components = config.components.filter(
    (component) =>
      component.nodeId !== nodeId &&
      !(component.props.type === 'jumpButton' && component.props.target.kind === 'node' && component.props.target.nodeId === nodeId),
  );
  return { ok: true, config: { ...config, nodes, components } };
}
