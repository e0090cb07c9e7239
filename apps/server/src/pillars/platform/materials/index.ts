import { z } from 'zod';
import {
  BULK_MATERIAL_MAX,
  MATERIAL_PATHS,
  Material,
  MaterialCapacity,
  MaterialIdQuery,
  MaterialQuery,
  MaterialUploadResult,
  ok,
  UPLOAD_MAX_BYTES,
} from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { ownerOf, uiLanguageOf } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../storage/index.ts';
import type { ServerModule, Shared, ZodApp } from '../../../kernel/module/types.ts';
import { MaterialRepo } from './material-repo.ts';
import { MaterialService } from './material-service.ts';

export { MaterialService } from './material-service.ts';

const tags = ['materials'];
const MaterialPage = z.object({ items: z.array(Material), total: z.number(), page: z.number(), size: z.number() });
/** The largest a material may be (images and videos; audio stops at 50 MB in the storage rules). */
const MATERIAL_MAX_BYTES = UPLOAD_MAX_BYTES.media;

/** Materials of conversational projects (MATERIAL_PATHS): images, videos and audio in the owner's storage. */
export const materialsModule: ServerModule<'materials', MaterialService, Pick<Shared, 'db'> & { storage: StorageService }> = {
  name: 'materials',
  needs: { db: true, storage: true },
  create: ({ db, storage }) => new MaterialService(new MaterialRepo(db), storage),
  async routes(app, materials) {
    app.get(
      MATERIAL_PATHS.page,
      { schema: { tags, querystring: MaterialQuery, response: { 200: envelopeOf(MaterialPage) } } },
      async (request) => ok(await materials.page(ownerOf(requireAuth(request)), request.query)),
    );
    app.get(
      MATERIAL_PATHS.delete,
      { schema: { tags, querystring: MaterialIdQuery, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await materials.delete(ownerOf(requireAuth(request)), request.query.id);
        return ok(null);
      },
    );
    app.get(MATERIAL_PATHS.capacity, { schema: { tags, response: { 200: envelopeOf(MaterialCapacity) } } }, async (request) =>
      ok(await materials.capacity(requireAuth(request).user)),
    );
    await app.register(async (scope) => {
      await registerMultipart(scope);
      (scope as unknown as ZodApp).post(
        MATERIAL_PATHS.upload,
        { schema: { tags, response: { 200: envelopeOf(MaterialUploadResult) } } },
        async (request) => {
          const auth = requireAuth(request);
          const caller = { user: auth.user, userId: auth.userId, tenantId: auth.tenantId };
          return ok(
            await withReceivedForm(request, { maxFileBytes: MATERIAL_MAX_BYTES, maxFiles: BULK_MATERIAL_MAX }, (form) =>
              materials.upload(caller, ownerOf(auth), form.files, uiLanguageOf(request)),
            ),
          );
        },
      );
    });
  },
};
