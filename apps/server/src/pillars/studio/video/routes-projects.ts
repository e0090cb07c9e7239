import { z } from 'zod';
import {
  CollectProjectBody,
  CreateProjectBody,
  EditorTrack,
  EditorTrackQuery,
  editorPathFor,
  ok,
  VIDEO_PATHS,
  ProjectDownload,
  ProjectListQuery,
  RenameProjectBody,
  UpdateProjectBody,
  VideoProject,
  VideoProjectSummary,
} from '@orator/shared';
import { isInProgress, type VideoState } from '@orator/shared/project';
import { notFound } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { downloadOf, listedSummaryOf, projectOf } from './project-view.ts';
import type { VideoService } from './video-service.ts';

const BASE = '/manprocess/video/project';
const idParams = z.object({ id: z.string().min(1).max(100) });
const pageOfSummaries = z.object({ items: z.array(VideoProjectSummary), total: z.number(), page: z.number(), size: z.number() });
const tags = ['video projects'];

/** Project CRUD for the studio (paths in VIDEO_PATHS of the shared contract). */
export function registerProjectRoutes(app: ZodApp, video: VideoService): void {
  const { projects, compose } = video;
  const ownerOf = (request: Parameters<typeof requireAuth>[0]) => {
    const auth = requireAuth(request);
    return { ownerId: auth.userId, tenantId: auth.tenantId };
  };

  app.post(`${BASE}/create`, { schema: { tags, body: CreateProjectBody, response: { 200: envelopeOf(VideoProject) } } }, async (request) =>
    ok(projectOf(await projects.create(ownerOf(request), request.body))),
  );

  app.get(
    `${BASE}/list`,
    { schema: { tags, querystring: ProjectListQuery, response: { 200: envelopeOf(pageOfSummaries) } } },
    async (request) => {
      const page = await projects.list(ownerOf(request), request.query);
      return ok({ ...page, items: page.items.map(listedSummaryOf) });
    },
  );

  app.get(`${BASE}/:id`, { schema: { tags, params: idParams, response: { 200: envelopeOf(VideoProject) } } }, async (request) =>
    ok(projectOf(await projects.open(ownerOf(request), request.params.id))),
  );

  // spec §7 metaman/track: the editor an embedding parent opens for a project (the toTrack message's URL).
  app.get(
    VIDEO_PATHS.editorTrack,
    { schema: { tags, querystring: EditorTrackQuery, response: { 200: envelopeOf(EditorTrack) } } },
    async (request) => {
      const row = await projects.get(ownerOf(request), request.query.projectId);
      const projectType = VideoProject.shape.projectType.parse(row.projectType);
      const path = editorPathFor({ id: row.id, projectType });
      return ok({ projectId: row.id, projectType, path, url: `${request.protocol}://${request.host}${path}` });
    },
  );

  app.post(
    `${BASE}/:id/update`,
    { schema: { tags, params: idParams, body: UpdateProjectBody, response: { 200: envelopeOf(VideoProject) } } },
    async (request) => ok(projectOf(await projects.update(ownerOf(request), request.params.id, request.body))),
  );

  app.post(
    `${BASE}/:id/rename`,
    { schema: { tags, params: idParams, body: RenameProjectBody, response: { 200: envelopeOf(VideoProject) } } },
    async (request) => ok(projectOf(await projects.rename(ownerOf(request), request.params.id, request.body.projectName))),
  );

  app.post(`${BASE}/:id/copy`, { schema: { tags, params: idParams, response: { 200: envelopeOf(VideoProject) } } }, async (request) =>
    ok(projectOf(await projects.copy(ownerOf(request), request.params.id))),
  );

  app.post(
    `${BASE}/:id/collect`,
    { schema: { tags, params: idParams, body: CollectProjectBody, response: { 200: envelopeOf(VideoProject) } } },
    async (request) => ok(projectOf(await projects.setCollected(ownerOf(request), request.params.id, request.body.collected))),
  );

  app.post(`${BASE}/:id/delete`, { schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } } }, async (request) => {
    const owner = ownerOf(request);
    const row = await projects.get(owner, request.params.id);
    // A render of a deleted project would only spend time and storage.
    if (isInProgress(row.state as VideoState)) await compose.cancel(owner, row.id);
    await projects.softDelete(owner, row.id);
    return ok(null);
  });

  app.post(`${BASE}/:id/cancel`, { schema: { tags, params: idParams, response: { 200: envelopeOf(VideoProject) } } }, async (request) => {
    const owner = ownerOf(request);
    await compose.cancel(owner, request.params.id);
    return ok(projectOf(await projects.get(owner, request.params.id)));
  });

  app.get(
    `${BASE}/:id/download`,
    { schema: { tags, params: idParams, response: { 200: envelopeOf(ProjectDownload) } } },
    async (request) => {
      const download = downloadOf(await projects.get(ownerOf(request), request.params.id));
      if (!download) throw notFound();
      return ok(download);
    },
  );
}
