import crypto from 'node:crypto';
import path from 'node:path';
import type { z } from 'zod';
import {
  CATALOG_PATHS,
  ProjectDocument,
  projectKindSchema,
  type RatioKey,
  type TemplateApplication,
  type TemplateDetail,
  type TemplatePage,
  type TemplateQuery,
  type TemplateSummary,
  type UiLanguage,
} from '@orator/shared';
import { AppError, notFound } from '../../../../kernel/http/app-error.ts';
import type { AuthContext } from '../../../../kernel/http/auth.ts';
import { isActiveMember } from '../../../../kernel/tenancy/membership.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import { storageKeyOfUrl } from '../../../../kernel/storage/render-outputs.ts';
import type { ProjectService } from '../../video/index.ts';
import { DiskCache } from '../../../../kernel/disk-cache.ts';
import type { StockFiles } from '../stock/stock-files.ts';
import type { StockImporter } from '../stock/stock-import.ts';
import { stockRefOf, stockRefsIn, replaceUrls } from './stock-refs.ts';
import { renderCoverJpeg } from './template-cover.ts';
import { designOf, layoutPages, storeTemplate, storeTemplates, type LayoutPage, type StoreTemplate } from './template-designs.ts';
import { templateRefusal } from './template-gating.ts';
import type { TemplateOwner as Owner, UserTemplateRow, UserTemplatesRepo } from './user-templates-repo.ts';

function storeSummary(t: StoreTemplate, language: UiLanguage): TemplateSummary {
  return {
    id: t.id,
    name: t.content.names[language],
    description: t.content.descriptions[language],
    ratio: t.ratio,
    scenario: t.scenario,
    vipOnly: t.vipOnly,
    personalOnly: t.personalOnly,
    mine: false,
    pageCount: t.document.ppts.length,
    coverUrl: CATALOG_PATHS.templateCover(t.id),
    language: t.content.language,
  };
}

function mineSummary(row: UserTemplateRow): TemplateSummary {
  const document = ProjectDocument.parse(row.document);
  return {
    id: row.id,
    name: row.name,
    description: '',
    ratio: row.ratio as RatioKey,
    scenario: null,
    vipOnly: false,
    personalOnly: false,
    mine: true,
    pageCount: document.ppts.length,
    coverUrl: CATALOG_PATHS.templateCover(row.id),
    language: '',
  };
}

const MY_TEMPLATE_PREFIX = 'my-';

/**
 * The template store and "my templates": listing, covers drawn by the scene renderer, and
 * "use template", which creates the caller's project through the video project service.
 */
export class TemplateService {
  private readonly covers: DiskCache;

  constructor(
    private readonly mineRepo: UserTemplatesRepo,
    private readonly projects: ProjectService,
    private readonly stock: StockFiles,
    private readonly importer: StockImporter,
    private readonly storage: StorageService,
    dataDir: string,
  ) {
    this.covers = new DiskCache(path.join(dataDir, 'catalog', 'covers'));
  }

  /** A store template by id (the wizards lay their pages out with one). */
  storeTemplate(id: string): StoreTemplate | undefined {
    return storeTemplate(id);
  }

  /** The store templates the caller may use (product-rules#export-avatar-gating, the template rule). */
  usableStoreTemplates(auth: AuthContext): StoreTemplate[] {
    const user = { member: isActiveMember(auth.user), tenantKind: auth.tenant.kind };
    return storeTemplates().filter((template) => templateRefusal(template, user) === null);
  }

  async list(owner: Owner | null, query: z.output<typeof TemplateQuery>, language: UiLanguage): Promise<TemplatePage> {
    if (query.scope === 'mine') {
      if (!owner) return { items: [], total: 0, page: query.page, size: query.size };
      return this.listMine(owner, query);
    }
    const keyword = query.keyword?.toLowerCase();
    const all = storeTemplates().filter(
      (t) =>
        (query.ratio === undefined || t.ratio === query.ratio) &&
        (!query.scenario || t.scenario === query.scenario) &&
        (query.access === 'all' || t.vipOnly === (query.access === 'vip')) &&
        (!keyword || Object.values(t.content.names).some((name) => name.toLowerCase().includes(keyword))),
    );
    const start = (query.page - 1) * query.size;
    return {
      items: all.slice(start, start + query.size).map((t) => storeSummary(t, language)),
      total: all.length,
      page: query.page,
      size: query.size,
    };
  }

  private async listMine(owner: Owner, query: z.output<typeof TemplateQuery>): Promise<TemplatePage> {
    const { rows, total } = await this.mineRepo.page(owner, { ratio: query.ratio, keyword: query.keyword }, query.page, query.size);
    return { items: rows.map(mineSummary), total, page: query.page, size: query.size };
  }

  private async mine(owner: Owner, id: string): Promise<UserTemplateRow> {
    if (!id.startsWith(MY_TEMPLATE_PREFIX)) throw notFound();
    const row = await this.mineRepo.findOwned(owner, id);
    if (!row) throw notFound();
    return row;
  }

  async detail(owner: Owner | null, id: string, language: UiLanguage): Promise<TemplateDetail> {
    const store = storeTemplate(id);
    if (store) return { ...storeSummary(store, language), document: store.document };
    if (!owner) throw notFound();
    const row = await this.mine(owner, id);
    return { ...mineSummary(row), document: ProjectDocument.parse(row.document) };
  }

  /** The summary of a store template or one of the caller's own; null when it does not exist for them. */
  async summary(owner: Owner | null, id: string, language: UiLanguage): Promise<TemplateSummary | null> {
    const store = storeTemplate(id);
    if (store) return storeSummary(store, language);
    if (!owner || !id.startsWith(MY_TEMPLATE_PREFIX)) return null;
    const row = await this.mineRepo.findOwned(owner, id);
    return row ? mineSummary(row) : null;
  }

  /** Page one as a JPEG. Store covers are public; a user's template cover only for its owner. */
  async cover(owner: Owner | null, id: string): Promise<Buffer> {
    const store = storeTemplate(id);
    if (store) {
      const first = store.document.ppts[0];
      if (!first) throw notFound();
      return this.covers.getOrCreate(DiskCache.keyOf(['cover-v1', id]), () =>
        renderCoverJpeg(first, store.ratio, (url) => this.stockImage(url)),
      );
    }
    if (!owner) throw notFound();
    const row = await this.mine(owner, id);
    const first = ProjectDocument.parse(row.document).ppts[0];
    if (!first) throw notFound();
    return this.covers.getOrCreate(DiskCache.keyOf(['my-cover-v1', row.id, row.createdAt.toISOString()]), () =>
      renderCoverJpeg(
        first,
        row.ratio as RatioKey,
        async (url) => (await this.stockImage(url)) ?? (await this.ownedImage(owner.ownerId, url)),
      ),
    );
  }

  /** Draws every store cover that is not cached yet, one after another (low priority work). */
  async warmCovers(): Promise<void> {
    for (const template of storeTemplates()) await this.cover(null, template.id);
  }

  private async stockImage(url: string): Promise<Buffer | null> {
    const ref = stockRefOf(url);
    if (!ref) return null;
    return (await this.stock.file(ref.kind, ref.id))?.bytes ?? null;
  }

  private async ownedImage(ownerId: string, url: string): Promise<Buffer | null> {
    const key = storageKeyOfUrl(url, ownerId);
    const row = key ? await this.storage.headObject(ownerId, key) : null;
    if (!row) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.openObject(row)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * A template's document for the caller (gating first, product-rules#catalog), with its stock assets copied
   * into the caller's storage and the document pointing there, so the export can read them.
   */
  private async importedSource(
    auth: AuthContext,
    id: string,
    language: UiLanguage,
  ): Promise<{ name: string; ratio: RatioKey; projectType: string; document: ProjectDocument }> {
    const owner = { ownerId: auth.userId, tenantId: auth.tenantId };
    const store = storeTemplate(id);
    let source: { name: string; ratio: RatioKey; projectType: string; document: ProjectDocument };
    if (store) {
      const refusal = templateRefusal(store, { member: isActiveMember(auth.user), tenantKind: auth.tenant.kind });
      if (refusal) throw new AppError(refusal, 403);
      source = { name: store.content.names[language], ratio: store.ratio, projectType: 'Lamination', document: store.document };
    } else {
      const row = await this.mine(owner, id);
      source = {
        name: row.name,
        ratio: row.ratio as RatioKey,
        projectType: row.projectType,
        document: ProjectDocument.parse(row.document),
      };
    }
    return { ...source, document: await this.importStock(auth, source.document, language) };
  }

  /** The document with its stock assets copied into the caller's storage and pointing there. */
  private async importStock(auth: AuthContext, document: ProjectDocument, language: UiLanguage): Promise<ProjectDocument> {
    const replacements = new Map<string, string>();
    for (const ref of stockRefsIn(document)) {
      const imported = await this.importer.import(
        { user: auth.user, userId: auth.userId, tenantId: auth.tenantId },
        ref.kind,
        ref.id,
        language,
      );
      replacements.set(CATALOG_PATHS.stockFile(ref.kind, ref.id), imported.url);
    }
    return replaceUrls(document, replacements);
  }

  /**
   * Arbitrary pages laid out with a store template's design (the URL wizard, one-click
   * generation): the same gating as `use`, the voice of the script's language, and the
   * template's stock assets copied into the caller's storage.
   */
  async layoutFor(
    auth: AuthContext,
    id: string,
    pages: readonly LayoutPage[],
    /** `ratio` lays the design out for another ratio than the template's own (one-click on a ratio without a usable template). */
    options: { language: 'en' | 'zh'; uiLanguage: UiLanguage; ratio?: RatioKey },
  ): Promise<{ name: string; ratio: RatioKey; document: ProjectDocument }> {
    const store = storeTemplate(id);
    if (!store) throw notFound();
    const refusal = templateRefusal(store, { member: isActiveMember(auth.user), tenantKind: auth.tenant.kind });
    if (refusal) throw new AppError(refusal, 403);
    const design = {
      ...designOf(store, `${id}-${crypto.randomUUID().slice(0, 8)}`, options.language),
      ratio: options.ratio ?? store.ratio,
    };
    const document = layoutPages(design, pages);
    return {
      name: store.content.names[options.uiLanguage],
      ratio: design.ratio,
      document: await this.importStock(auth, document, options.uiLanguage),
    };
  }

  /** A new draft from a template. */
  async use(
    auth: AuthContext,
    id: string,
    projectName: string | undefined,
    language: UiLanguage,
  ): Promise<{ projectId: string; projectType: string }> {
    const source = await this.importedSource(auth, id, language);
    const row = await this.projects.create(
      { ownerId: auth.userId, tenantId: auth.tenantId },
      {
        ...source.document,
        projectName: projectName ?? source.name,
        projectType: projectKindSchema.parse(source.projectType),
        ratio: source.ratio,
        templateId: id,
        templateName: source.name,
        watermark: true,
        resolution: 'low',
      },
    );
    return { projectId: row.id, projectType: row.projectType };
  }

  /**
   * The template's content for an existing project (the page editor's "apply template"):
   * same gating and stock copies as `use`, but the editor replaces its own pages (undoably).
   */
  async apply(auth: AuthContext, id: string, language: UiLanguage): Promise<TemplateApplication> {
    const source = await this.importedSource(auth, id, language);
    return { templateId: id, templateName: source.name, ratio: source.ratio, document: source.document };
  }

  /** "Save as my template": a snapshot of the project's current document. */
  async saveMine(owner: Owner, projectId: string, name: string): Promise<TemplateSummary> {
    const project = await this.projects.get(owner, projectId);
    const row = await this.mineRepo.insert({
      id: `${MY_TEMPLATE_PREFIX}${crypto.randomUUID()}`,
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      name,
      projectType: project.projectType,
      ratio: project.ratio,
      document: ProjectDocument.parse(project.document),
      sourceProjectId: project.id,
    });
    return mineSummary(row);
  }

  async deleteMine(owner: Owner, id: string): Promise<void> {
    const row = await this.mine(owner, id);
    await this.mineRepo.delete(row.id);
  }
}
