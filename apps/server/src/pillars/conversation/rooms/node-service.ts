import crypto from 'node:crypto';
import {
  FLOW_NODES_MAX,
  FlowNode,
  materialIdsOf,
  withNodeSaved,
  withoutNode,
  type NodeEdit,
  type NodeSaveBody,
  type Page,
  type UserNode,
  type UserNodeQuery,
} from '@orator/shared';
import type { z } from 'zod';
import { AppError, notFound } from '../../../kernel/http/app-error.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { NodeRepo } from './node-repo.ts';
import { readConfig, type ProjectService } from './project-service.ts';

/** A refused edit as the API answers it: the rule's message key with its status. */
function refused(edit: Extract<NodeEdit, { ok: false }>): AppError {
  return new AppError(edit.error, edit.status, edit.error === 'flowNodesMax' ? { max: FLOW_NODES_MAX } : undefined);
}

/** Flow nodes one by one (spec §7 nodeConfig/*): owner and workspace checked, each edit atomic. */
export class NodeService {
  constructor(
    private readonly repo: NodeRepo,
    private readonly projects: ProjectService,
    private readonly linkMaterials: (owner: Owner, projectId: string, ids: string[]) => Promise<void>,
  ) {}

  async list(owner: Owner, projectId: string): Promise<FlowNode[]> {
    return readConfig((await this.projects.require(owner, projectId)).config).nodes;
  }

  async save(owner: Owner, body: z.output<typeof NodeSaveBody>): Promise<FlowNode> {
    const node: FlowNode = { ...body.node, id: body.node.id ?? crypto.randomUUID() };
    const saved = await this.repo.changeConfig(owner, body.projectId, (stored) => {
      const edit = withNodeSaved(readConfig(stored), node);
      if (!edit.ok) throw refused(edit);
      return { config: edit.config, result: node };
    });
    if (!saved) throw notFound();
    return saved;
  }

  async delete(owner: Owner, projectId: string, nodeId: string): Promise<void> {
    const materials = await this.repo.changeConfig(owner, projectId, (stored) => {
      const edit = withoutNode(readConfig(stored), nodeId);
      if (!edit.ok) throw refused(edit);
      return { config: edit.config, result: materialIdsOf(edit.config) };
    });
    if (!materials) throw notFound();
    // The node's components may have been the only users of a material: the links follow.
    await this.linkMaterials(owner, projectId, materials);
  }

  async userNodes(owner: Owner, query: z.output<typeof UserNodeQuery>): Promise<Page<UserNode>> {
    const { rows, total } = await this.repo.userNodes(owner, query, query.page, query.size);
    const items = rows.flatMap((row) => {
      const node = FlowNode.safeParse(row.node);
      return node.success ? [{ projectId: row.projectId, projectName: row.projectName, node: node.data }] : [];
    });
    return { items, total, page: query.page, size: query.size };
  }
}
