import { MediaLinks, MediaLinksBody, ok } from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { confineKey } from '../../../kernel/storage/keys.ts';
import { keyOfObjectUrl, MEDIA_LINK_TTL_MS, signMediaLink } from '../../../kernel/storage/media-links.ts';
import type { StorageService } from './storage-service.ts';

/**
 * POST /oss/media-links: registered outside the object routes' scope, which streams bodies
 * raw; this one takes a small JSON body.
 */
export function registerMediaLinkRoutes(app: ZodApp, storage: StorageService): void {
  const tags = ['storage'];
  app.post(
    '/media-links',
    {
      schema: {
        tags,
        summary: 'Signed URLs (10 minutes, one object each) for media the browser loads by URL; session only',
        body: MediaLinksBody,
        response: { 200: envelopeOf(MediaLinks) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const secret = await storage.secrets.serverSecret();
      const now = Date.now();
      const links: Record<string, string> = {};
      for (const url of request.body.urls) {
        const raw = keyOfObjectUrl(url);
        const confined = raw === null ? null : confineKey(raw, auth.userId);
        // Only the caller's own objects; anything else is simply not signed.
        if (confined?.ok) links[url] = signMediaLink(secret, confined.key, now).url;
      }
      return ok({ links, expiresAt: new Date(now + MEDIA_LINK_TTL_MS).toISOString() });
    },
  );
}
