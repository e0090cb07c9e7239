import crypto from 'node:crypto';
import {
  mergeCompanyConfig,
  type CompanyConfigBody,
  type CompanyConfigPage,
  type CompanyConfigView,
  type PublicCompanyConfig,
} from '@orator/shared';
import type { CompanySelector } from '../../../kernel/tenancy/company-scope.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { CompanyPageSources } from '../../../kernel/http/security-headers.ts';
import { conflict, notFound } from '../../../kernel/http/app-error.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';
import { isUniqueViolation, type Tx } from '../../../kernel/db/queryable.ts';
import {
  companyConfigByCompanyId,
  companyConfigByHost,
  companyConfigById,
  deleteCompanyConfig,
  insertCompanyConfig,
  pageOfCompanyConfigs,
  updateCompanyConfig,
  type CompanyConfigRow,
} from './company-repo.ts';

export type { CompanySelector } from '../../../kernel/tenancy/company-scope.ts';

function viewOf(row: CompanyConfigRow): CompanyConfigView {
  return {
    id: row.id,
    companyId: row.companyId,
    hosts: row.hosts,
    applyDefaults: row.applyDefaults,
    settings: row.settings,
    hasNlpKey: row.nlpKey !== null && row.nlpKey !== '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a configuration: everything but the NLP key itself. */
function auditedOf(row: CompanyConfigRow | null): Record<string, unknown> {
  if (!row) return {};
  const { id: _id, updatedAt: _updatedAt, ...rest } = viewOf(row);
  return rest;
}

/** A body's key: absent keeps the stored one, '' clears it. */
function nlpKeyOf(body: CompanyConfigBody): string | null | undefined {
  if (body.nlpKey === undefined) return undefined;
  return body.nlpKey === '' ? null : body.nlpKey;
}

function uniqueHosts(hosts: string[]): string[] {
  return [...new Set(hosts)];
}

/**
 * Company configurations (issue 15 §2, product-rules#company-config): operators create, edit and
 * delete them, each change audited in its transaction; anyone reads the merged settings selected
 * by companyId or host. The NLP key is only ever returned by `nlpKeyFor`, on the server.
 */
export class CompanyService {
  constructor(
    private readonly db: AppDb,
    /** LLM_BASE_URL is set: a company's NLP key is used (pillars/platform/llm/company-model.ts), otherwise it waits unused. */
    private readonly languageModelConfigured = false,
  ) {}

  async current(selector: CompanySelector): Promise<PublicCompanyConfig | null> {
    const row = await this.select(selector);
    if (!row) return null;
    return mergeCompanyConfig({ ...row.settings, companyId: row.companyId }, row.applyDefaults);
  }

  /** What the selected configuration adds to the app page's Content-Security-Policy (product-rules#embedding). */
  async pageSources(selector: CompanySelector): Promise<CompanyPageSources | null> {
    const config = await this.current(selector);
    if (!config) return null;
    return {
      embedOrigins: config.embedOrigins ?? [],
      microAppOrigins: [...new Set((config.microApps ?? []).map((microApp) => new URL(microApp.url).origin))],
    };
  }

  /** The configuration's custom NLP key, for server-side language-model calls only. */
  async nlpKeyFor(selector: CompanySelector): Promise<string | null> {
    return (await this.select(selector))?.nlpKey || null;
  }

  private async select({ companyId, host }: CompanySelector): Promise<CompanyConfigRow | null> {
    if (companyId) return companyConfigByCompanyId(this.db, companyId);
    if (!host) return null;
    const full = host.trim().toLowerCase();
    const withoutPort = full.replace(/:\d+$/, '');
    return companyConfigByHost(this.db, uniqueHosts([full, withoutPort]));
  }

  async page(page: number, size: number): Promise<CompanyConfigPage> {
    const { rows, total } = await pageOfCompanyConfigs(this.db, page, size);
    return { items: rows.map(viewOf), total, page, size, languageModelConfigured: this.languageModelConfigured };
  }

  async create(operatorId: string, body: CompanyConfigBody): Promise<CompanyConfigView> {
    const id = crypto.randomUUID();
    return this.writing(id, body, async (tx) => {
      await insertCompanyConfig(tx, id, { ...this.valuesOf(body), nlpKey: nlpKeyOf(body) ?? null }, uniqueHosts(body.hosts));
      const after = await companyConfigById(tx, id);
      if (!after) throw notFound();
      await recordAudit(tx, {
        operatorId,
        action: 'companyConfigCreate',
        targetKind: 'company',
        targetId: id,
        before: {},
        after: auditedOf(after),
      });
      return viewOf(after);
    });
  }

  async update(operatorId: string, id: string, body: CompanyConfigBody): Promise<CompanyConfigView> {
    return this.writing(id, body, async (tx) => {
      const before = await companyConfigById(tx, id);
      if (!before) throw notFound();
      await updateCompanyConfig(tx, id, { ...this.valuesOf(body), nlpKey: nlpKeyOf(body) }, uniqueHosts(body.hosts));
      const after = await companyConfigById(tx, id);
      if (!after) throw notFound();
      await recordAudit(tx, {
        operatorId,
        action: 'companyConfigUpdate',
        targetKind: 'company',
        targetId: id,
        before: auditedOf(before),
        after: auditedOf(after),
      });
      return viewOf(after);
    });
  }

  async remove(operatorId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await companyConfigById(tx, id);
      if (!before || !(await deleteCompanyConfig(tx, id))) throw notFound();
      await recordAudit(tx, {
        operatorId,
        action: 'companyConfigDelete',
        targetKind: 'company',
        targetId: id,
        before: auditedOf(before),
        after: {},
      });
    });
  }

  private valuesOf(body: CompanyConfigBody) {
    return { companyId: body.companyId, applyDefaults: body.applyDefaults, settings: body.settings };
  }

  /** A taken companyId or host (two operators racing included) is a 409 naming which. */
  private async writing<T>(id: string, body: CompanyConfigBody, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const holder = await companyConfigByCompanyId(this.db, body.companyId);
      throw conflict(holder && holder.id !== id ? 'companyConfigExists' : 'companyHostTaken');
    }
  }
}
