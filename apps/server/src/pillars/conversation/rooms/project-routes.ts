import { z } from 'zod';
import {
  ok,
  AvatarProject,
  PROJECT_PATHS,
  ProjectByRoleQuery,
  ProjectCopyQuery,
  ProjectIdQuery,
  ProjectQuery,
  ProjectRenameBody,
  ProjectSaveBody,
  RoomProject,
  ShareLink,
  ShareQuery,
  ShareTokenBody,
} from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { ProjectService } from './project-service.ts';

const tags = ['conversation'];
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });

/** PROJECT_PATHS for projects and share links (thin: parse, check the session, call the service, wrap). */
export function registerProjectRoutes(app: ZodApp, projects: ProjectService): void {
  const owner = (request: Parameters<typeof requireAuth>[0]) => ownerOf(requireAuth(request));

  app.get(
    PROJECT_PATHS.projectPage,
    { schema: { tags, querystring: ProjectQuery, response: { 200: envelopeOf(pageOf(AvatarProject)) } } },
    async (request) => ok(await projects.page(owner(request), request.query)),
  );
  app.get(
    PROJECT_PATHS.project,
    { schema: { tags, querystring: ProjectIdQuery, response: { 200: envelopeOf(AvatarProject) } } },
    async (request) => ok(await projects.get(owner(request), request.query.id)),
  );
  app.post(
    PROJECT_PATHS.updateProject,
    { schema: { tags, body: ProjectSaveBody, response: { 200: envelopeOf(AvatarProject) } } },
    async (request) => ok(await projects.save(owner(request), request.body)),
  );
  app.post(
    PROJECT_PATHS.rename,
    { schema: { tags, body: ProjectRenameBody, response: { 200: envelopeOf(AvatarProject) } } },
    async (request) => ok(await projects.rename(owner(request), request.body)),
  );
  app.get(
    PROJECT_PATHS.delete,
    { schema: { tags, querystring: ProjectIdQuery, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await projects.delete(owner(request), request.query.id);
      return ok(null);
    },
  );
  app.post(
    PROJECT_PATHS.copy,
    { schema: { tags, querystring: ProjectCopyQuery, response: { 200: envelopeOf(AvatarProject) } } },
    async (request) => ok(await projects.copy(owner(request), request.query.projectId)),
  );
  app.get(
    PROJECT_PATHS.projectByRoleId,
    { schema: { tags, querystring: ProjectByRoleQuery, response: { 200: envelopeOf(z.array(AvatarProject)) } } },
    async (request) => ok(await projects.byRole(owner(request), request.query.roleId)),
  );
  app.post(
    PROJECT_PATHS.createShareToken,
    { schema: { tags, body: ShareTokenBody, response: { 200: envelopeOf(ShareLink) } } },
    async (request) => ok(await projects.share(owner(request), request.body)),
  );
  app.get(
    PROJECT_PATHS.room,
    { schema: { tags, querystring: ProjectIdQuery, response: { 200: envelopeOf(RoomProject) } } },
    async (request) => ok(await projects.toRoom(await projects.require(owner(request), request.query.id))),
  );
  // Public: a visitor with a share link has no account.
  app.get(
    PROJECT_PATHS.shared,
    { schema: { tags, querystring: ShareQuery, response: { 200: envelopeOf(RoomProject) } } },
    async (request) => ok(await projects.toRoom(await projects.requireShared(request.query.token))),
  );
}
