import type { FastifyRequest } from 'fastify';
import { safeFileStem, toUiLanguage, type UiLanguage } from '@orator/shared';
import type { AuthContext } from '../http/auth.ts';

/** Whose data: every Q&A library, role and material belongs to one user in one workspace. */
export interface Owner {
  ownerId: string;
  tenantId: string;
}

export function ownerOf(auth: Pick<AuthContext, 'userId' | 'tenantId'>): Owner {
  return { ownerId: auth.userId, tenantId: auth.tenantId };
}

/** A LIKE pattern that matches the text literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The caller's UI language (the `language` header), for localized files and row messages. */
export function uiLanguageOf(request: FastifyRequest): UiLanguage {
  const header = request.headers.language;
  return toUiLanguage(Array.isArray(header) ? header[0] : header);
}

/** `attachment; filename*=UTF-8''…` so Chinese names survive. */
export function attachment(name: string, extension: string): string {
  const file = `${safeFileStem(name, 'export')}.${extension}`;
  return `attachment; filename="${extension === 'xlsx' ? 'export.xlsx' : `export.${extension}`}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
