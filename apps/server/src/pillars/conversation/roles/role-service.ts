import crypto from 'node:crypto';
import { incompleteTemplateLanguages, type Page, type Role, type RoleQuery, type RoleSaveBody, type RoleSummary } from '@orator/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../kernel/http/app-error.ts';
import type { QaService } from '../qa/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { KnowledgeLookup } from './knowledge-lookup.ts';
import { toRole, toRoleSummary } from './mappers.ts';
import { PLUGINS } from './plugins.ts';
import type { RoleRepo, RoleRow, RoleValues } from './role-repo.ts';
import type { SensitiveWordsService } from './sensitive-words.ts';

type SaveBody = z.output<typeof RoleSaveBody>;

/** The text of a role that is checked for sensitive words (what the avatar may say or be told). */
function roleTexts(body: SaveBody): string[] {
  return [
    body.name,
    body.description,
    body.greeting,
    body.fallbackPhrase,
    body.sensitivePhrase,
    body.answerPrefix,
    body.sleepPhrase,
    body.prompt,
    ...body.commonQuestions,
    ...body.customParameters.flatMap((p) => [p.key, p.value]),
    ...body.languageTemplates.flatMap((t) => [t.greeting, t.fallbackPhrase, t.sensitivePhrase, t.sleepPhrase]),
  ];
}

/** Roles (spec §3 Role, §5 role rules): CRUD, clone, and the checks a saved role must pass. */
export class RoleService {
  constructor(
    private readonly repo: RoleRepo,
    private readonly qa: QaService,
    private readonly knowledge: KnowledgeLookup,
    private readonly sensitive: SensitiveWordsService,
  ) {}

  async page(owner: Owner, query: z.output<typeof RoleQuery>): Promise<Page<RoleSummary>> {
    const { rows, total } = await this.repo.page(owner, query.keyword, query.page, query.size);
    return { items: rows.map(toRoleSummary), total, page: query.page, size: query.size };
  }

  /** The caller's role row, or 404 (also for another user's or workspace's). */
  async require(owner: Owner, id: string): Promise<RoleRow> {
    const row = await this.repo.find(owner, id);
    if (!row) throw notFound();
    return row;
  }

  async get(owner: Owner, id: string): Promise<Role> {
    return toRole(await this.require(owner, id));
  }

  async save(owner: Owner, body: SaveBody): Promise<Role> {
    if (body.id) await this.require(owner, body.id);
    const [incomplete] = incompleteTemplateLanguages(body.languageTemplates);
    if (incomplete) throw badRequest('languageTemplateIncomplete', { language: incomplete });
    await this.checkLinks(owner, body);
    const words = await this.sensitive.find(...roleTexts(body));
    if (words.length > 0) throw badRequest('sensitiveWordsFound', { words: words.join(', ') });
    const { id, ...fields } = body;
    const values: RoleValues = { ...fields, commonQuestions: fields.commonQuestions };
    if (id) {
      if (!(await this.repo.update(owner, id, values))) throw notFound();
      return this.get(owner, id);
    }
    const newId = crypto.randomUUID();
    await this.repo.insert({ id: newId, ownerId: owner.ownerId, tenantId: owner.tenantId, ...values });
    return this.get(owner, newId);
  }

  /** Linked bases, libraries, flow and plugins must exist and be the caller's (404 otherwise, as for a direct read). */
  private async checkLinks(owner: Owner, body: SaveBody): Promise<void> {
    const baseIds = [...new Set(body.knowledgeBaseIds)];
    const bases = await Promise.all(baseIds.map((baseId) => this.knowledge.baseExists(owner, baseId)));
    if (bases.some((exists) => !exists)) throw notFound();
    const libraryIds = [...new Set(body.qaLibraryIds)];
    if ((await this.qa.libraries.owned(owner, libraryIds)).length !== libraryIds.length) throw notFound();
    // Flows arrive with conversational projects; until then no flow id can be valid.
    if (body.flowId !== null) throw notFound();
    if (body.pluginIds.some((pluginId) => !PLUGINS.some((plugin) => plugin.id === pluginId))) throw notFound();
  }

  /** Deletes the role, then its private base (role documents are nobody else's). */
  async delete(owner: Owner, id: string): Promise<void> {
    const deleted = await this.repo.delete(owner, id);
    if (!deleted) throw notFound();
    if (deleted.privateBaseId) await this.knowledge.deleteBase(owner, deleted.privateBaseId);
  }

  /** "<name> (copy)" with the same fields and links; role documents (the private base) are not copied. */
  async clone(owner: Owner, id: string): Promise<Role> {
    const source = await this.require(owner, id);
    const newId = crypto.randomUUID();
    const { id: _id, createdAt: _created, updatedAt: _updated, privateBaseId: _base, ...fields } = source;
    await this.repo.insert({ ...fields, id: newId, name: `${source.name} (copy)`.slice(0, 100), privateBaseId: null });
    return this.get(owner, newId);
  }
}
