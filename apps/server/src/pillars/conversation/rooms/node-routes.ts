import { z } from 'zod';
import { ok, FlowNode, NODE_PATHS, NodeDeleteQuery, NodeListQuery, NodeSaveBody, UserNode, UserNodeQuery } from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { NodeService } from './node-service.ts';

const tags = ['conversation'];

/** NODE_PATHS (spec §7 nodeConfig/*): thin — parse, check the session, call the service, wrap. */
export function registerNodeRoutes(app: ZodApp, nodes: NodeService): void {
  const owner = (request: Parameters<typeof requireAuth>[0]) => ownerOf(requireAuth(request));

  app.get(
    NODE_PATHS.nodeList,
    { schema: { tags, querystring: NodeListQuery, response: { 200: envelopeOf(z.array(FlowNode)) } } },
    async (request) => ok(await nodes.list(owner(request), request.query.projectId)),
  );
  app.post(NODE_PATHS.saveNode, { schema: { tags, body: NodeSaveBody, response: { 200: envelopeOf(FlowNode) } } }, async (request) =>
    ok(await nodes.save(owner(request), request.body)),
  );
  app.get(
    NODE_PATHS.deleteNode,
    { schema: { tags, querystring: NodeDeleteQuery, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await nodes.delete(owner(request), request.query.projectId, request.query.nodeId);
      return ok(null);
    },
  );
  app.get(
    NODE_PATHS.userNodeList,
    {
      schema: {
        tags,
        querystring: UserNodeQuery,
        response: { 200: envelopeOf(z.object({ items: z.array(UserNode), total: z.number(), page: z.number(), size: z.number() })) },
      },
    },
    async (request) => ok(await nodes.userNodes(owner(request), request.query)),
  );
}
