import type { FlowNode, NodeConfig, NodeType } from '@orator/shared';

/** A node's box on the canvas (project-independent pixels). */
export const NODE_BOX = { width: 180, height: 64 } as const;

export interface FlowLink {
  from: string;
  to: string;
  kind: 'next' | 'onError' | 'route';
  label?: string;
}

/** Every arrow of the flow: next links, API error branches and keyword routes. */
export function linksOf(nodes: readonly FlowNode[]): FlowLink[] {
  const ids = new Set(nodes.map((node) => node.id));
  const links: FlowLink[] = [];
  for (const node of nodes) {
    const config = node.config;
    if ('next' in config && config.next) links.push({ from: node.id, to: config.next, kind: 'next' });
    if (config.type === 'apiCall' && config.onError) links.push({ from: node.id, to: config.onError, kind: 'onError' });
    if (config.type === 'interaction')
      for (const route of config.routes) links.push({ from: node.id, to: route.next, kind: 'route', label: route.keywords.join(', ') });
  }
  return links.filter((link) => ids.has(link.to));
}

/** A new node's starting settings (incomplete ones — a reply, an address — are filled in the form). */
export function defaultConfig(type: Exclude<NodeType, 'start'>, prompt: string): NodeConfig {
  switch (type) {
    case 'interaction':
      return { type, routes: [] };
    case 'collect':
      return { type, fields: [{ key: 'name', prompt, kind: 'text', required: true }], done: '', next: null };
    case 'apiCall':
      return { type, url: '', method: 'POST', timeoutMs: 5000, say: '', next: null, onError: null };
    case 'end':
      return { type, farewell: '' };
    case 'search':
      return { type, next: null };
    case 'standard':
      return { type, reply: '', next: null };
    case 'language':
      return { type, language: 'en', next: null };
  }
}

/** Below the lowest node, so a new one never covers another. */
export function freePosition(nodes: readonly FlowNode[]): { x: number; y: number } {
  const bottom = nodes.reduce((lowest, node) => Math.max(lowest, node.position.y), -Infinity);
  return { x: 40, y: Number.isFinite(bottom) ? bottom + NODE_BOX.height + 40 : 40 };
}

/**
 * A link as an SVG path between the facing edges of two boxes: right to left when the target is
 * to the right, left to right when it is to the left, else bottom to top (or top to bottom).
 */
export function linkPath(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const { width: w, height: h } = NODE_BOX;
  const gap = 20;
  if (to.x >= from.x + w + gap || to.x + w + gap <= from.x) {
    const rightwards = to.x >= from.x + w + gap;
    const start = { x: rightwards ? from.x + w : from.x, y: from.y + h / 2 };
    const end = { x: rightwards ? to.x : to.x + w, y: to.y + h / 2 };
    const bend = Math.max(40, Math.abs(end.x - start.x) / 2) * (rightwards ? 1 : -1);
    return `M ${start.x} ${start.y} C ${start.x + bend} ${start.y}, ${end.x - bend} ${end.y}, ${end.x} ${end.y}`;
  }
  const downwards = to.y >= from.y;
  const start = { x: from.x + w / 2, y: downwards ? from.y + h : from.y };
  const end = { x: to.x + w / 2, y: downwards ? to.y : to.y + h };
  const bend = Math.max(30, Math.abs(end.y - start.y) / 2) * (downwards ? 1 : -1);
  return `M ${start.x} ${start.y} C ${start.x} ${start.y + bend}, ${end.x} ${end.y - bend}, ${end.x} ${end.y}`;
}
