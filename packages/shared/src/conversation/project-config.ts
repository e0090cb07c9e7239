import { z } from 'zod';
import { componentListError, ProjectComponent, type ComponentRuleError } from './components.ts';
import { defaultStartNode, FLOW_NODES_MAX, FlowNode } from './flow-nodes.ts';
import { BackgroundSettings, ConcurrencySettings, InteractionSettings, SleepSettings, VoiceSettings } from './settings.ts';

/**
 * Everything the project editor edits beyond name, size, role, avatar, voice and input box (those
 * stay columns of their own): the editor tabs' settings, the flow and the components. Stored as one
 * document; every part has a default, so `ProjectConfig.parse({})` is a new project's config.
 */
export const ProjectConfig = z.object({
  background: BackgroundSettings.default({ kind: 'colour', colour: '#1f2937' }),
  sleep: SleepSettings.prefault({}),
  voice: VoiceSettings.prefault({}),
  interaction: InteractionSettings.prefault({}),
  concurrency: ConcurrencySettings.prefault({}),
  nodes: z
    .array(FlowNode)
    .min(1)
    .max(FLOW_NODES_MAX)
    .default(() => [defaultStartNode()]),
  components: z.array(ProjectComponent).max(200).default([]),
});
export type ProjectConfig = z.output<typeof ProjectConfig>;
export type ProjectConfigInput = z.input<typeof ProjectConfig>;

export function defaultProjectConfig(): ProjectConfig {
  return ProjectConfig.parse({});
}

export type FlowRuleError = 'startNodeRequired' | 'nodeLinkInvalid' | 'nodeIdDuplicate';

/** Links of a node's config (next, onError, routes, jump targets are checked separately). */
function linksOf(node: FlowNode): string[] {
  const config = node.config;
  const links: Array<string | null> = [];
  if ('next' in config) links.push(config.next);
  if (config.type === 'apiCall') links.push(config.onError);
  if (config.type === 'interaction') links.push(...config.routes.map((route) => route.next));
  return links.filter((link): link is string => link !== null);
}

/**
 * The whole-document rules the server applies on save (§5): one start node, unique node ids, links
 * to existing nodes, components on saved nodes and once-only types once per node.
 */
export function projectConfigError(config: ProjectConfig): FlowRuleError | ComponentRuleError | null {
  const ids = new Set<string>();
  for (const node of config.nodes) {
    if (ids.has(node.id)) return 'nodeIdDuplicate';
    ids.add(node.id);
  }
  if (config.nodes.filter((node) => node.config.type === 'start').length !== 1) return 'startNodeRequired';
  for (const node of config.nodes) if (linksOf(node).some((link) => !ids.has(link))) return 'nodeLinkInvalid';
  for (const component of config.components) {
    const props = component.props;
    if (props.type === 'jumpButton' && props.target.kind === 'node' && !ids.has(props.target.nodeId)) return 'nodeLinkInvalid';
  }
  return componentListError(config.components, ids);
}
