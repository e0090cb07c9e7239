import fs from 'node:fs/promises';
import { checkRoleDocumentBatch, ROLE_DOCUMENT_FORMATS, ROLE_DOCUMENT_MAX_BYTES, type RoleDocumentsResult } from '@orator/shared';
import { AppError, notFound } from '../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../kernel/http/multipart-form.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { KnowledgeLookup } from './knowledge-lookup.ts';
import type { RoleRepo } from './role-repo.ts';

/**
 * Role documents (spec §9 role formats, 10 MB each, 1..10 a request) go into the role's private
 * knowledge base, created on the first upload and processed like any base.
 */
export class RoleDocuments {
  constructor(
    private readonly repo: RoleRepo,
    private readonly knowledge: KnowledgeLookup,
  ) {}

  async upload(owner: Owner, roleId: string, files: readonly ReceivedFile[]): Promise<RoleDocumentsResult> {
    const role = await this.repo.find(owner, roleId);
    if (!role) throw notFound();
    const check = checkRoleDocumentBatch(
      files.map((file) => ({ name: file.fileName, size: file.tooLarge ? ROLE_DOCUMENT_MAX_BYTES + 1 : file.size })),
    );
    if (!check.ok) throw new AppError(check.error, check.error === 'fileSizeExceeded' ? 413 : 400);
    const baseId = role.privateBaseId ?? (await this.createPrivateBase(owner, roleId, role.name));
    const documents: RoleDocumentsResult['documents'] = [];
    for (const file of files) {
      const bytes = await fs.readFile(file.path);
      const document = await this.knowledge.uploadDocument(
        owner,
        baseId,
        { fileName: file.fileName, bytes },
        { maxBytes: ROLE_DOCUMENT_MAX_BYTES, formats: ROLE_DOCUMENT_FORMATS },
      );
      documents.push({ id: document.id, name: document.name });
    }
    return { baseId, documents };
  }

  /** Creates and attaches the private base; when a racing upload attached one first, that one is used. */
  private async createPrivateBase(owner: Owner, roleId: string, roleName: string): Promise<string> {
    const created = await this.knowledge.createPrivateBase(owner, roleName);
    if (await this.repo.attachPrivateBase(owner, roleId, created)) return created;
    await this.knowledge.deleteBase(owner, created);
    const winner = (await this.repo.find(owner, roleId))?.privateBaseId;
    if (!winner) throw notFound();
    return winner;
  }
}
